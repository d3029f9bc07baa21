import {
  type At,
  CLASH_ROUNDS,
  type ClashId,
  type ClashMap,
  type DeckDefinition,
  type ForceScale,
  type GameSetup,
  type ScenarioFile,
  findTheLadyMap,
  flankingManoeuvresMap,
  lordOfTheManorMap,
  pitchedBattleMap,
  supplyDropMap,
} from '@warroom/armoured-clash';
import type { Force } from '../force-list/resolve-force.js';
import { type LeftOut, armyOf } from './game-army.js';
import { BATTLEFIELD, sampleSupplies, sampleTerrain } from './sample-battlefield.js';

/** A Clash's map on a battlefield, and the terrain it stands on. */
function table(
  clash: ClashId,
  battlefield: { readonly width: number; readonly depth: number },
  supplies: readonly At[] | undefined,
): { map: ClashMap; terrain: ScenarioFile['terrain'] } {
  const terrain = sampleTerrain(battlefield);
  switch (clash) {
    case 'pitchedBattle':
      return { map: pitchedBattleMap(battlefield, 'south'), terrain };
    case 'supplyDrop':
      return {
        map: supplyDropMap(battlefield, 'south', supplies ?? sampleSupplies(battlefield)),
        terrain,
      };
    case 'lordOfTheManor': {
      const map = lordOfTheManorMap(battlefield, 'south');
      return { map, terrain: [map.manor, ...terrain] };
    }
    case 'findTheLady':
      return { map: findTheLadyMap(battlefield, 'south'), terrain };
    case 'flankingManoeuvres':
      return { map: flankingManoeuvresMap(battlefield, 'south', 'bottomLeftTopRight'), terrain };
  }
}

/**
 * A game of a Clash (rulebook pp.58-64) between two validated forces, on the
 * Force Scale's battlefield with the sample terrain: General A's Rear Edge is
 * the south edge, General B's the north; five Rounds; the Clash's Deployment
 * Zones and Strategic Objectives. Supply Drop's markers are `supplies` (four,
 * in the order placed; default: the sample placement), checked against the
 * rules; Flanking Manoeuvres takes the printed map's diagonal.
 */
export function clashSetup(input: {
  readonly clash: ClashId;
  readonly forces: { readonly a: Force; readonly b: Force };
  readonly decks: { readonly a: DeckDefinition; readonly b: DeckDefinition };
  readonly scale: ForceScale;
  readonly supplies?: readonly At[];
}): { setup: GameSetup; leftOut: { a: LeftOut[]; b: LeftOut[] } } {
  const battlefield = BATTLEFIELD[input.scale];
  const { map, terrain } = table(input.clash, battlefield, input.supplies);
  const a = armyOf(input.forces.a, 'a');
  const b = armyOf(input.forces.b, 'b');
  const general = (side: 'a' | 'b', units: typeof a.units) => ({
    name: input.forces[side].list.name ?? input.forces[side].list.faction,
    units,
    deck: input.decks[side],
    rearEdge: map.rearEdges[side],
    zone: map.zones[side],
  });
  return {
    setup: {
      scale: input.scale,
      rounds: CLASH_ROUNDS,
      battlefield,
      terrain,
      clash: input.clash,
      objectives: map.objectives,
      generals: { a: general('a', a.units), b: general('b', b.units) },
    },
    leftOut: { a: a.leftOut, b: b.leftOut },
  };
}
