import {
  type At,
  CLASH_ROUNDS,
  COMMON_CLASHES,
  type ClashId,
  type ClashMap,
  type ClashOffered,
  type DeckDefinition,
  type ForceScale,
  type GameSetup,
  type ScenarioFile,
  drawClash,
  findTheLadyMap,
  flankingManoeuvresMap,
  lordOfTheManorMap,
  pitchedBattleMap,
  supplyDropMap,
  supplyDropZones,
  withClashOffered,
} from '@warroom/armoured-clash';
import type { Force } from '../force-list/resolve-force.js';
import { type LeftOut, armyOf } from './game-army.js';
import { BATTLEFIELD, sampleSupplies, sampleTerrain } from './sample-battlefield.js';
import { sampleTerrainPieces } from './sample-terrain-pieces.js';

/** How the battlefield's terrain is set up: the sample layout, or placed by the Generals (rulebook p.56). */
export type TerrainSetupWay = 'preset' | 'placed';

/**
 * Who is General A (rulebook p.57 Deploy Forces): `fixed`, the first force
 * (deploying first, along the south edge); `drawn`, by the card draw the
 * engine makes from the game's seed, its winner deciding and General A
 * claiming a zone (GameSetup `generalDraw`).
 */
export type GeneralsWay = 'fixed' | 'drawn';

/**
 * Supply Drop's four Strategic Objective Markers (rulebook p.60): where they
 * stand, in the order placed (checked against the rules); or `placed`, by the
 * Generals as decisions of the game (GameSetup `supplyDropPlacement`).
 */
export type SuppliesWay = readonly At[] | 'placed';

/** A Clash's map on a battlefield, and the terrain it stands first (Lord of the Manor's manor). */
function table(
  clash: ClashId,
  battlefield: { readonly width: number; readonly depth: number },
  supplies: SuppliesWay | undefined,
): { map: ClashMap; terrain: ScenarioFile['terrain'] } {
  switch (clash) {
    case 'pitchedBattle':
      return { map: pitchedBattleMap(battlefield, 'south'), terrain: [] };
    case 'supplyDrop':
      return {
        map:
          supplies === 'placed'
            ? supplyDropZones(battlefield, 'south')
            : supplyDropMap(battlefield, 'south', supplies ?? sampleSupplies(battlefield)),
        terrain: [],
      };
    case 'lordOfTheManor': {
      const map = lordOfTheManorMap(battlefield, 'south');
      return { map, terrain: [map.manor] };
    }
    case 'findTheLady':
      return { map: findTheLadyMap(battlefield, 'south'), terrain: [] };
    case 'flankingManoeuvres':
      return {
        map: flankingManoeuvresMap(battlefield, 'south', 'bottomLeftTopRight'),
        terrain: [],
      };
  }
}

/** What a Clash sets up on the battlefield (rulebook p.56 Prepare the Battlefield), as the setup offers it. */
function offered(
  clash: ClashId,
  battlefield: { readonly width: number; readonly depth: number },
  supplies: SuppliesWay | undefined,
): ClashOffered {
  const { map, terrain } = table(clash, battlefield, supplies);
  return {
    clash,
    rounds: CLASH_ROUNDS,
    terrain,
    objectives: map.objectives,
    ...(clash === 'supplyDrop' && supplies === 'placed'
      ? { supplyDropPlacement: true as const }
      : {}),
    generals: {
      a: { rearEdge: map.rearEdges.a, zone: map.zones.a },
      b: { rearEdge: map.rearEdges.b, zone: map.zones.b },
    },
  };
}

/** rulebook p.56 Select a Clash: the Clash agreed on, or the one drawn from `seed`; throws RangeError without one. */
function clashOf(clash: ClashId | 'random', seed: number | string | undefined): ClashId {
  if (clash !== 'random') return clash;
  if (seed === undefined) throw new RangeError('a Clash determined randomly needs a seed');
  return drawClash(seed);
}

/**
 * A game of a Clash (rulebook pp.58-64) between two validated forces, on the
 * Force Scale's battlefield: General A's Rear Edge is the south edge, General
 * B's the north; five Rounds; the Clash's Deployment Zones and Strategic
 * Objectives. Supply Drop's markers are `supplies` (four, in the order placed;
 * default: the sample placement), checked against the rules, or `'placed'` by
 * the Generals as decisions of the game (rulebook p.60); Flanking
 * Manoeuvres takes the printed map's diagonal. `clash: 'random'` determines the
 * Clash randomly from `seed` (rulebook p.56 Select a Clash; the setup records
 * it in `clashDrawn`). `terrain: 'preset'` (the default) stands the sample
 * terrain on the battlefield; `'placed'` gives the Generals the sample pieces
 * of the Force Scale to place in turns before Deployment (rulebook p.56
 * Placing Terrain; Lord of the Manor's manor stands first). `generals:
 * 'drawn'` has the engine draw cards for General A (rulebook p.57); the
 * default `fixed` makes the first force General A. `clash: 'chosen'` leaves
 * the Clash to the winner of the card draw the engine makes (rulebook p.56
 * Select a Clash; GameSetup `clashToChoose`: every common Clash, each as this
 * would set it up; the Generals' zones are the first's until one is chosen).
 */
export function clashSetup(input: {
  readonly clash: ClashId | 'random' | 'chosen';
  readonly forces: { readonly a: Force; readonly b: Force };
  readonly decks: { readonly a: DeckDefinition; readonly b: DeckDefinition };
  readonly scale: ForceScale;
  readonly supplies?: SuppliesWay;
  readonly terrain?: TerrainSetupWay;
  readonly generals?: GeneralsWay;
  readonly seed?: number | string;
}): { setup: GameSetup; leftOut: { a: LeftOut[]; b: LeftOut[] } } {
  const battlefield = BATTLEFIELD[input.scale];
  const way = input.terrain ?? 'preset';
  const offers =
    input.clash === 'chosen'
      ? COMMON_CLASHES.map((clash) => offered(clash, battlefield, input.supplies))
      : [offered(clashOf(input.clash, input.seed), battlefield, input.supplies)];
  const [first] = offers;
  if (first === undefined) throw new RangeError('there is no Clash to offer');
  const a = armyOf(input.forces.a, 'a');
  const b = armyOf(input.forces.b, 'b');
  const general = (side: 'a' | 'b', units: typeof a.units) => ({
    name: input.forces[side].list.name ?? input.forces[side].list.faction,
    units,
    deck: input.decks[side],
    ...first.generals[side],
  });
  const armies: GameSetup = {
    scale: input.scale,
    rounds: CLASH_ROUNDS,
    battlefield,
    terrain: way === 'preset' ? sampleTerrain(battlefield) : [],
    generals: { a: general('a', a.units), b: general('b', b.units) },
    ...(way === 'placed' ? { terrainPlacement: { pieces: sampleTerrainPieces(input.scale) } } : {}),
    ...(input.generals === 'drawn' ? { generalDraw: true as const } : {}),
  };
  const leftOut = { a: a.leftOut, b: b.leftOut };
  // rulebook p.56 Select a Clash: the card draw's winner chooses in the game (stage `clash`).
  if (input.clash === 'chosen') return { setup: { ...armies, clashToChoose: offers }, leftOut };
  const setup = withClashOffered(armies, first);
  return {
    setup:
      input.clash === 'random' && input.seed !== undefined
        ? { ...setup, clashDrawn: { seed: input.seed } }
        : setup,
    leftOut,
  };
}
