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

/**
 * rulebook p.16 Ponderous Movement: a Ponderous unit (a Landship) cannot
 * turn on the spot: it moves straight forwards first, then turns by the
 * Turning Template (TURNING_TEMPLATE: at most its largest turn at each
 * Navigation Point) towards `to`. The legal such move of up to `limit`
 * inches that ends nearest `to`, and nearer than where the unit stands;
 * undefined when none does.
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
  let best: { move: FoundMove; left: number } | undefined;
  for (const share of MOVE_SHARES) {
    for (const first of FIRST_LEGS.filter((d) => d <= limit * share)) {
      const move = steered(from, facing, to, stopShort, limit * share, first);
      if (move === undefined) continue;
      const left = inchesBetween(move.at, to);
      if (left >= inchesBetween(from, to) || (best !== undefined && left >= best.left)) continue;
      if (legal(move.at, move.facing, move.via)) best = { move, left };
    }
  }
  return best?.move;
}
