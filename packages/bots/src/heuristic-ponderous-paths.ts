import { type At, TURNING_TEMPLATE } from '@warroom/armoured-clash';
import { degrees, normaliseAngle, radians } from '@warroom/engine';
import type { FoundMove } from './heuristic-detour.js';
import { inchesBetween } from './heuristic-odds.js';

/** Shorter than this (inches), a leg is not worth making. */
const TOO_SHORT = 0.01;

/** `at` moved `inches` along `heading` (radians). */
export function step(at: At, heading: number, inches: number): At {
  return [at[0] + inches * Math.cos(heading), at[1] + inches * Math.sin(heading)];
}

/** The facing (radians) a found move ends with (its `facing` is in degrees). */
export function endFacing(move: FoundMove): number {
  return radians(move.facing);
}

/** The turn (radians, at most the Turning Template's largest either way) from `facing` towards `to`. */
function turnTowards(at: At, facing: number, to: At): number {
  const wanted = normaliseAngle(Math.atan2(to[1] - at[1], to[0] - at[0]) - facing);
  const largest = TURNING_TEMPLATE.largestTurn;
  return Math.max(-largest, Math.min(largest, wanted));
}

/** A path's points ending in the move: its end, facing `facing` (radians), turning at the others. */
function moveOf(points: At[], facing: number): FoundMove | undefined {
  const end = points.pop();
  if (end === undefined) return undefined;
  const inDegrees = degrees(facing);
  return points.length === 0
    ? { at: end, facing: inDegrees }
    : { at: end, facing: inDegrees, via: points };
}

/**
 * The path of `length` inches steered towards `to` (stopping `stopShort` of
 * it) as the Turning Template allows: `first` inches straight ahead, then a
 * turn of at most the template's largest at each Navigation Point (every
 * inch) towards `to`.
 */
export function steered(
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
    heading += turnTowards(at, heading, to);
    points.push(step(at, heading, leg));
    left -= leg;
  }
  return moveOf(points, heading);
}

/**
 * rulebook p.16 Ponderous Movement: "move the model forwards (or backwards)
 * along the Turning Template". The path of `length` inches astern: `first`
 * inches straight back, then at each Navigation Point the hull turned by at
 * most the template's largest turn so that its front comes round towards
 * `to`, the model still backing along its facing.
 */
export function astern(
  from: At,
  facing: number,
  to: At,
  length: number,
  first: number,
): FoundMove | undefined {
  const points: At[] = [step(from, facing + Math.PI, first)];
  let turned = facing;
  let left = length - first;
  while (left >= TOO_SHORT) {
    const at = points[points.length - 1] ?? from;
    const leg = Math.min(TURNING_TEMPLATE.spacing, left);
    turned += turnTowards(at, turned, to);
    points.push(step(at, turned + Math.PI, leg));
    left -= leg;
  }
  return moveOf(points, turned);
}
