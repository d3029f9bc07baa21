import {
  type At,
  type GameSetup,
  type PlayerView,
  TURNING_TEMPLATE,
  armyUnit,
} from '@warroom/armoured-clash';
import { normaliseAngle } from '@warroom/engine';
import type { FoundMove, MoveCheck } from './heuristic-detour.js';
import { inchesBetween } from './heuristic-odds.js';

/** Whole inches tried for the straight first leg, before the first turn. */
const FIRST_LEGS = [1, 2];
/** Shares of the move limit tried, longest first. */
const MOVE_SHARES = [1, 0.75, 0.5, 0.25];
const DEGREES_PER_HALF_TURN = 180;
/** Shorter than this (inches), a leg is not worth making. */
const TOO_SHORT = 0.01;
/**
 * Turns (degrees) of the line to the goal the hull steers along instead,
 * nearest first: when friendly models or terrain stand where turning straight
 * for the goal would end it, it swings wide of them (rulebook p.16: models move
 * through friendly models freely but may not end overlapping them).
 */
const STEER_ASIDE = [0, 30, -30, 60, -60];
/**
 * The most a hull swung wide may end facing away from the goal (radians): the
 * Turning Template's largest turn, so its next move can head for the goal
 * again after its first straight leg.
 */
const MOST_OFF_GOAL = TURNING_TEMPLATE.largestTurn;

/** rulebook p.16 Ponderous Movement: whether the unit's models cannot rotate on the spot. */
export function ponderous(setup: GameSetup, unit: string): boolean {
  return armyUnit(setup, unit).specialRules.some((r) => r.name === 'Ponderous');
}

/** The facing (radians) of the unit's Officer, or undefined when it is not on the table. */
function officerFacing(view: PlayerView, unit: string): number | undefined {
  const state = view.units[unit];
  return (state?.models.find((m) => m.id === state.officer) ?? state?.models[0])?.facing;
}

/** `at` moved `inches` along `heading` (radians). */
function step(at: At, heading: number, inches: number): At {
  return [at[0] + inches * Math.cos(heading), at[1] + inches * Math.sin(heading)];
}

/**
 * The path of `length` inches steered towards `to` (stopping `stopShort` of
 * it) as the Turning Template allows: `first` inches straight ahead, then a
 * turn of at most the template's largest at each Navigation Point (every
 * inch) towards `to`.
 */
function steered(
  from: At,
  facing: number,
  to: At,
  stopShort: number,
  length: number,
  first: number,
): FoundMove | undefined {
  const points: At[] = [step(from, facing, first)];
  let heading = facing;
  let left = length - first;
  for (;;) {
    const at = points[points.length - 1] ?? from;
    const leg = Math.min(TURNING_TEMPLATE.spacing, left, inchesBetween(at, to) - stopShort);
    if (leg < TOO_SHORT) break;
    const wanted = normaliseAngle(Math.atan2(to[1] - at[1], to[0] - at[0]) - heading);
    const largest = TURNING_TEMPLATE.largestTurn;
    heading += Math.max(-largest, Math.min(largest, wanted));
    points.push(step(at, heading, leg));
    left -= leg;
  }
  const end = points.pop();
  if (end === undefined) return undefined;
  const degrees = (heading * DEGREES_PER_HALF_TURN) / Math.PI;
  return points.length === 0
    ? { at: end, facing: degrees }
    : { at: end, facing: degrees, via: points };
}

/** How far (radians) the move ends facing away from the line to `to`. */
function offGoal(move: FoundMove, to: At): number {
  const facing = (move.facing * Math.PI) / DEGREES_PER_HALF_TURN;
  const bearing = Math.atan2(to[1] - move.at[1], to[0] - move.at[0]);
  return Math.abs(normaliseAngle(facing - bearing));
}

/**
 * rulebook p.16 Ponderous Movement: a Ponderous unit (a Landship) cannot
 * turn on the spot: it moves straight forwards first, then turns by the
 * Turning Template (TURNING_TEMPLATE: at most its largest turn at each
 * Navigation Point) towards `to`, or swinging wide of it (STEER_ASIDE), a
 * swing ending facing no more than MOST_OFF_GOAL away from it. The legal such move
 * of up to `limit` inches that ends nearest `to`, and nearer than where the
 * unit stands; undefined when none does.
 */
export function ponderousTowards(
  view: PlayerView,
  unit: string,
  from: At,
  to: At,
  stopShort: number,
  limit: number,
  legal: MoveCheck,
): FoundMove | undefined {
  const facing = officerFacing(view, unit);
  if (facing === undefined) return undefined;
  const far = inchesBetween(from, to);
  const bearing = Math.atan2(to[1] - from[1], to[0] - from[0]);
  let best: { move: FoundMove; left: number } | undefined;
  for (const aside of STEER_ASIDE) {
    // The point as far away as the goal, `aside` degrees off the line to it: what the hull steers for.
    const swung = bearing + (aside * Math.PI) / DEGREES_PER_HALF_TURN;
    const aim: At = aside === 0 ? to : step(from, swung, far);
    for (const share of MOVE_SHARES) {
      for (const first of FIRST_LEGS.filter((d) => d <= limit * share)) {
        const move = steered(from, facing, aim, stopShort, limit * share, first);
        if (move === undefined) continue;
        const left = inchesBetween(move.at, to);
        if (left >= far || (best !== undefined && left >= best.left)) continue;
        // Swung wide, it must end facing near the goal; steered straight for it, it turns as far as it can.
        if (aside !== 0 && offGoal(move, to) > MOST_OFF_GOAL) continue;
        if (legal(move.at, move.facing, move.via)) best = { move, left };
      }
    }
  }
  return best?.move;
}
