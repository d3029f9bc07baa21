import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  type PlayerView,
  supplyDropMarkerProblem,
  zoneArea,
} from '@warroom/armoured-clash';
import { type RngState, circle, distanceBetween, point } from '@warroom/engine';
import { TRIES, between, shuffled } from './random-draws.js';

type MarkerConstraint = Extract<ChoiceConstraint, { kind: 'placeObjective' }>;

/** The spacing of the grid of spots searched, in inches. */
const GRID_STEP = 1;

function allowed(setup: GameSetup, c: MarkerConstraint, at: At): boolean {
  return supplyDropMarkerProblem(setup.battlefield, c.zones, c.placed, at) === undefined;
}

/** The spots of the grid the rules allow for the next marker (rulebook p.60 Supply Drop), row by row. */
function allowedSpots(setup: GameSetup, c: MarkerConstraint): At[] {
  const spots: At[] = [];
  const { width, depth } = setup.battlefield;
  for (let x = GRID_STEP; x < width; x += GRID_STEP)
    for (let y = GRID_STEP; y < depth; y += GRID_STEP)
      if (allowed(setup, c, [x, y])) spots.push([x, y]);
  return spots;
}

/**
 * rulebook p.60 Supply Drop, the random bot: a marker at a random point of the
 * battlefield the rules allow (random points first, then a shuffled grid).
 */
export function randomObjectivePlacement(
  setup: GameSetup,
  rng: RngState,
  c: MarkerConstraint,
): Choice | undefined {
  const { width, depth } = setup.battlefield;
  for (let i = 0; i < TRIES; i++) {
    const at: At = [between(rng, 0, width), between(rng, 0, depth)];
    if (allowed(setup, c, at)) return { kind: 'placeObjective', at };
  }
  const [at] = shuffled(rng, allowedSpots(setup, c));
  return at === undefined ? undefined : { kind: 'placeObjective', at };
}

/**
 * rulebook p.60 Supply Drop, the heuristic bot: the spot the rules allow
 * nearest its own Deployment Zone (as the setup gives it), so that its units
 * reach and Secure it before the enemy's; of equals, the one nearest the
 * battlefield's centre line between the Rear Edges' flanks.
 */
export function heuristicObjectivePlacement(
  setup: GameSetup,
  view: PlayerView,
  c: MarkerConstraint,
): Choice | undefined {
  const own = zoneArea(c.zones[view.as]);
  const centre = setup.battlefield.width / 2;
  let best: { at: At; near: number; off: number } | undefined;
  for (const at of allowedSpots(setup, c)) {
    const near = distanceBetween(circle(point(at[0], at[1]), 0), own);
    const off = Math.abs(at[0] - centre);
    if (best === undefined || near < best.near || (near === best.near && off < best.off))
      best = { at, near, off };
  }
  return best === undefined ? undefined : { kind: 'placeObjective', at: best.at };
}
