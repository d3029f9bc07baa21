import { type At, TURNING_TEMPLATE } from '@warroom/armoured-clash';
import { type RngState, degrees, nextInt, normaliseAngle } from '@warroom/engine';
import { between, coinToss } from './random-draws.js';
import type { Heading } from './random-heading.js';

/** A move sampled for the Officer: its end, its facing there (degrees), the points it turns at. */
export interface SampledMove {
  readonly at: At;
  readonly facing: number;
  readonly via?: readonly At[];
}

/** Shorter than this (inches), the last leg after a turn is not worth making. */
const TOO_SHORT = 0.01;

/** `at` moved `inches` along `heading` (radians). */
function step(at: At, heading: number, inches: number): At {
  return [at[0] + inches * Math.cos(heading), at[1] + inches * Math.sin(heading)];
}

/** A turn (radians) of at most the Turning Template's largest either way, drawn at random. */
function templateTurn(rng: RngState): number {
  return between(rng, -1, 1) * TURNING_TEMPLATE.largestTurn;
}

/**
 * rulebook p.16 Ponderous Movement (glossary: Ponderous): a move a Ponderous
 * Officer facing `facing` (radians) at `from` may make, of up to `limit`
 * inches: straight ahead or astern along its facing, its facing kept; or, on
 * a coin toss when it goes more than one Navigation Point, a whole number of
 * Navigation Points straight first, then a turn of at most the Turning
 * Template's largest at each Navigation Point after (TURNING_TEMPLATE). It
 * ends facing along its last leg, forwards or astern as it moved. On a coin
 * toss it leans towards `heading` (random-heading.ts): ahead or astern
 * whichever faces nearer it, each turn as far towards it as the template
 * allows. Only a sample: the engine's rules decide whether it is legal.
 */
export function ponderousMove(
  rng: RngState,
  from: At,
  facing: number,
  limit: number,
  heading: Heading | undefined,
): SampledMove {
  const lean = heading !== undefined && coinToss(rng) ? heading : undefined;
  const astern =
    lean === undefined ? coinToss(rng) : lean.x * Math.cos(facing) + lean.y * Math.sin(facing) < 0;
  // A move of the whole limit is drawn as often as a shorter one.
  const length = limit - between(rng, 0, limit);
  const spacing = TURNING_TEMPLATE.spacing;
  const points = Math.floor(length / spacing);
  let course = astern ? normaliseAngle(facing + Math.PI) : facing;
  if (points < 1 || coinToss(rng)) {
    return { at: step(from, course, length), facing: facingDegrees(facing) };
  }
  const first = spacing * (1 + nextInt(rng, points));
  const path: At[] = [];
  let at = step(from, course, first);
  let left = length - first;
  while (left >= TOO_SHORT) {
    const wanted =
      lean === undefined ? templateTurn(rng) : normaliseAngle(Math.atan2(lean.y, lean.x) - course);
    const largest = TURNING_TEMPLATE.largestTurn;
    const turn = Math.max(-largest, Math.min(largest, wanted));
    // A Navigation Point it goes straight on past is no point of its path.
    if (turn !== 0) path.push(at);
    course += turn;
    const leg = Math.min(spacing, left);
    at = step(at, course, leg);
    left -= leg;
  }
  // Going astern, the hull faces away from its course.
  const ends = astern ? course + Math.PI : course;
  return path.length === 0
    ? { at, facing: facingDegrees(facing) }
    : { at, facing: facingDegrees(ends), via: path };
}

/** Radians as degrees, a half turn either side of +x. */
function facingDegrees(radians: number): number {
  return degrees(normaliseAngle(radians));
}
