import type { ClashOffered, GameSetup } from '../army.js';
import type { ClashId } from '../clash.js';

/**
 * The setup as it is played once `offered` is chosen (rulebook p.56 Prepare
 * the Battlefield: "Consult the Clash"): its Clash, Round Limit and markers,
 * its terrain standing before the setup's own, each General's zone and Rear
 * Edge; no Clash left to choose.
 */
export function withClashOffered(setup: GameSetup, offered: ClashOffered): GameSetup {
  const { a, b } = setup.generals;
  return {
    ...withoutClashesOffered(setup),
    clash: offered.clash,
    rounds: offered.rounds,
    terrain: [...offered.terrain, ...setup.terrain],
    objectives: offered.objectives,
    ...(offered.supplyDropPlacement === true ? { supplyDropPlacement: true as const } : {}),
    generals: {
      a: { ...a, rearEdge: offered.generals.a.rearEdge, zone: offered.generals.a.zone },
      b: { ...b, rearEdge: offered.generals.b.rearEdge, zone: offered.generals.b.zone },
    },
  };
}

/** The setup without its `clashToChoose` (a Clash chosen leaves none to choose). */
function withoutClashesOffered({ clashToChoose: _offers, ...setup }: GameSetup): GameSetup {
  return setup;
}

/** The Clash of the setup's `clashToChoose` named `clash`, if it is offered. */
export function clashOffered(setup: GameSetup, clash: ClashId): ClashOffered | undefined {
  return setup.clashToChoose?.find((offered) => offered.clash === clash);
}
