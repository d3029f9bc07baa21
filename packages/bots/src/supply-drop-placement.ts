import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  type PlayerView,
  supplyDropGridSpots,
  supplyDropMarkerRefusal,
  zoneArea,
} from '@warroom/armoured-clash';
import { type RngState, circle, distanceBetween, point } from '@warroom/engine';
import { TRIES, between, shuffled } from './random-draws.js';

type MarkerConstraint = Extract<ChoiceConstraint, { kind: 'placeObjective' }>;

/**
 * Whether the engine takes a marker at `at`: the rules allow it and it leaves
 * room for the rest (asked only of the spot about to be chosen: it costs a search).
 */
function allowed(setup: GameSetup, c: MarkerConstraint, at: At): boolean {
  return supplyDropMarkerRefusal(setup.battlefield, c.zones, c.placed, at) === undefined;
}

/** The first of `spots` the engine takes, as a choice. */
function firstAllowed(
  setup: GameSetup,
  c: MarkerConstraint,
  spots: readonly At[],
): Choice | undefined {
  const at = spots.find((spot) => allowed(setup, c, spot));
  return at === undefined ? undefined : { kind: 'placeObjective', at };
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
  return firstAllowed(
    setup,
    c,
    shuffled(rng, supplyDropGridSpots(setup.battlefield, c.zones, c.placed)),
  );
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
  const ranked = supplyDropGridSpots(setup.battlefield, c.zones, c.placed)
    .map((at) => ({
      at,
      near: distanceBetween(circle(point(at[0], at[1]), 0), own),
      off: Math.abs(at[0] - centre),
    }))
    .sort((one, other) => one.near - other.near || one.off - other.off);
  return firstAllowed(
    setup,
    c,
    ranked.map(({ at }) => at),
  );
}
