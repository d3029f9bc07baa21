import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  type PlayerView,
  armyUnit,
  placeFlankAttack,
} from '@warroom/armoured-clash';
import { convexPolygon, distanceToPoint, point } from '@warroom/engine';
import { type CardValue, spendable } from './heuristic-command.js';
import { goal } from './heuristic-moves.js';
import { inchesBetween, tryIt } from './heuristic-odds.js';
import { reservePlacement } from './reserve-placement.js';

/** A Flank Attack is worth a card when it arrives at least this many inches nearer the unit's goal. */
export const FLANK_GAIN = 12;
/** Edge spots this close (inches) to the enemy Deployment Zone are not tried: the unit's models would reach into it. */
const FLANK_CLEARANCE = 6;
type FlankAttack = Extract<ChoiceConstraint, { kind: 'flankAttack' }>;

/** Spots along an edge are tried this far apart (inches), and this far from its corners. */
const SPOT_STEP = 2;
/** Ranks of the unit's depth tried back from the edge, so that a model still touches it. */
const RANKS_TRIED = 3;

/** Spots along every battlefield edge, each with the facing away from it (rulebook p.21: a model touching the edge). */
function edgeSpots(setup: GameSetup, unit: string): { at: At; facing: number }[] {
  const { width: w, depth: d } = setup.battlefield;
  const half = armyUnit(setup, unit).footprint.depth / 2;
  const spots: { at: At; facing: number }[] = [];
  for (let rank = 0; rank < RANKS_TRIED; rank++) {
    const r = half + rank * 2 * half;
    for (let t = SPOT_STEP; t <= Math.max(w, d) - SPOT_STEP; t += SPOT_STEP) {
      if (t <= d - SPOT_STEP)
        spots.push({ at: [r, t], facing: 0 }, { at: [w - r, t], facing: 180 });
      if (t <= w - SPOT_STEP)
        spots.push({ at: [t, r], facing: 90 }, { at: [t, d - r], facing: 270 });
    }
  }
  return spots;
}

/** How far from where it would head a unit arriving at `at` stands (Infinity when it has no goal). */
function distanceToGoal(setup: GameSetup, view: PlayerView, unit: string, at: At): number {
  const heading = goal(setup, view, unit, at);
  return heading === undefined ? Infinity : inchesBetween(at, heading.at);
}

/** The placement along any edge, clear of the enemy zone, nearest the unit's goal that the engine accepts for a Flank Attack. */
function bestFlankPlacement(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  c: FlankAttack,
): { at: At; facing: number } | undefined {
  const enemyZone = convexPolygon(c.avoid.map(([x, y]) => point(x, y)));
  const spots = edgeSpots(setup, unit)
    .filter((s) => distanceToPoint(enemyZone, point(s.at[0], s.at[1])) >= FLANK_CLEARANCE)
    .map((s) => ({ ...s, far: distanceToGoal(setup, view, unit, s.at) }))
    .sort((p, q) => p.far - q.far);
  const placed = spots.find(
    (s) => tryIt(() => placeFlankAttack(setup, view, unit, s.at, s.facing)) !== undefined,
  );
  return placed === undefined ? undefined : { at: placed.at, facing: placed.facing };
}

/**
 * rulebook p.21 Special Command: Flank Attack: a unit arriving from Reserve
 * that would stand at least FLANK_GAIN inches nearer its goal on a flank than
 * along its own zone's edge makes it, with no card when it needs none
 * (Scouting Parties) and otherwise the lowest card that may be spent;
 * undefined when no unit gains so much.
 */
export function flankAttackWorthIt(
  setup: GameSetup,
  view: PlayerView,
  c: FlankAttack,
  value: CardValue,
): Choice | undefined {
  const zone = setup.generals[view.as].zone;
  const card = c.cards
    .filter((k) => spendable(view, value, k))
    .sort((p, q) => value(p) - value(q))[0];
  for (const unit of c.units) {
    const free = c.withoutCommand.includes(unit);
    if (!free && card === undefined) continue;
    const byGoal = (spots: At[]): At[] =>
      spots.sort(
        (p, q) => distanceToGoal(setup, view, unit, p) - distanceToGoal(setup, view, unit, q),
      );
    const standard = reservePlacement(setup, view, unit, zone, byGoal);
    const flank = bestFlankPlacement(setup, view, unit, c);
    if (flank === undefined) continue;
    const home =
      standard?.kind === 'deployReserve'
        ? distanceToGoal(setup, view, unit, standard.at)
        : Infinity;
    if (distanceToGoal(setup, view, unit, flank.at) + FLANK_GAIN > home) continue;
    return free || card === undefined
      ? { kind: 'flankAttack', unit, ...flank }
      : { kind: 'flankAttack', unit, ...flank, card };
  }
  return undefined;
}
