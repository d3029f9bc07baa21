import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  type PlayerView,
  terrainPlacementProblem,
} from '@warroom/armoured-clash';
import { type RngState, nextInt } from '@warroom/engine';

type TerrainConstraint = Extract<ChoiceConstraint, { kind: 'placeTerrain' }>;
type PlaceTerrain = Extract<Choice, { kind: 'placeTerrain' }>;

/** Random placements of terrain tried before the spots of a grid are searched. */
const RANDOM_TRIES = 40;
/** The spacing of the grid of spots searched, in inches. */
const GRID_STEP = 2;
/** The facings a piece is tried at on the grid, in degrees. */
const FACINGS = [0, 90] as const;
/** Random spots are drawn to a tenth of an inch. */
const STEPS_PER_INCH = 10;
/** A random facing is one of four quarter turns. */
const QUARTER_TURN = 90;
const QUARTERS = 4;

/** The spots of the grid, every GRID_STEP inches inside the battlefield. */
function gridSpots(setup: GameSetup): At[] {
  const spots: At[] = [];
  const { width, depth } = setup.battlefield;
  for (let x = GRID_STEP; x < width; x += GRID_STEP)
    for (let y = GRID_STEP; y < depth; y += GRID_STEP) spots.push([x, y]);
  return spots;
}

/**
 * The first placement of the grid the rules allow (rulebook p.56 Placing
 * Terrain), the pieces in the order given and the spots in the order given
 * (the grid's when none are), or undefined if none fits.
 */
export function firstTerrainPlacement(
  setup: GameSetup,
  view: PlayerView,
  pieces: readonly string[],
  spots: readonly At[] = gridSpots(setup),
): PlaceTerrain | undefined {
  for (const piece of pieces)
    for (const at of spots)
      for (const facing of FACINGS) {
        const choice: PlaceTerrain = { kind: 'placeTerrain', piece, at, facing };
        if (terrainPlacementProblem(setup, view, choice) === undefined) return choice;
      }
  return undefined;
}

/** The random bot's piece of terrain: a random piece, spot and facing, else the first the grid allows. */
export function randomTerrainPlacement(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: TerrainConstraint,
): PlaceTerrain | undefined {
  const { width, depth } = setup.battlefield;
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const piece = c.pieces[nextInt(rng, c.pieces.length)];
    if (piece === undefined) return undefined;
    const at: At = [
      nextInt(rng, width * STEPS_PER_INCH) / STEPS_PER_INCH,
      nextInt(rng, depth * STEPS_PER_INCH) / STEPS_PER_INCH,
    ];
    const facing = QUARTER_TURN * nextInt(rng, QUARTERS);
    const choice: PlaceTerrain = { kind: 'placeTerrain', piece, at, facing };
    if (terrainPlacementProblem(setup, view, choice) === undefined) return choice;
  }
  return firstTerrainPlacement(setup, view, c.pieces);
}

/** Pieces that give cover (Dense or Blocking, rulebook pp.41-42) first, then the other pieces. */
function coverFirst(setup: GameSetup, pieces: readonly string[]): string[] {
  const covers = (id: string): boolean => {
    const features = setup.terrainPlacement?.pieces.find((p) => p.id === id)?.features ?? [];
    return features.includes('dense') || features.includes('blocking');
  };
  return [...pieces.filter(covers), ...pieces.filter((id) => !covers(id))];
}

/** The middle of a zone's corners. */
function middle(zone: readonly At[]): At {
  const n = Math.max(1, zone.length);
  return [zone.reduce((s, p) => s + p[0], 0) / n, zone.reduce((s, p) => s + p[1], 0) / n];
}

/**
 * The heuristic bot's piece of terrain (rulebook p.56 Placing Terrain): cover
 * first, set down as near as the rules allow to the point halfway between its
 * own Deployment Zone and the Strategic Objective nearest to it (the centre of
 * the battlefield when there is none), so that its units can advance under
 * cover. Once the minimum is placed it places no more.
 */
export function heuristicTerrainPlacement(
  setup: GameSetup,
  view: PlayerView,
  c: TerrainConstraint,
  stopOffered: boolean,
): Choice | undefined {
  if (stopOffered) return { kind: 'stopTerrain' };
  const home = middle(setup.generals[view.as].zone);
  const far = (p: At): number => Math.hypot(p[0] - home[0], p[1] - home[1]);
  const goal: At =
    (setup.objectives ?? []).map((o) => o.at).sort((p, q) => far(p) - far(q))[0] ??
    ([setup.battlefield.width / 2, setup.battlefield.depth / 2] as const);
  const aim: At = [(home[0] + goal[0]) / 2, (home[1] + goal[1]) / 2];
  const spots = gridSpots(setup).sort(
    (p, q) => Math.hypot(p[0] - aim[0], p[1] - aim[1]) - Math.hypot(q[0] - aim[0], q[1] - aim[1]),
  );
  return firstTerrainPlacement(setup, view, coverFirst(setup, c.pieces), spots);
}
