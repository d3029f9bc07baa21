import { type Point, distance, normaliseAngle, point } from '@warroom/engine';
import {
  TURNING_TEMPLATE,
  type TurningTemplate,
  ponderousProblem,
} from '../battlefield/movement/turning-template.js';

/** Where a model stands and which way it faces (radians). */
export interface Pose {
  readonly at: Point;
  readonly facing: number;
}

/** The longest straight leg between two turns of a path, in Navigation Points: enough to re-form a unit beside its Officer. */
const LONGEST_LEG = 4;

/** The turns tried at the first of three turning points, each side of straight ahead: the template's largest turn split in this many. */
const TURN_STEPS = 9;

/**
 * How many of a model's paths along the Turning Template, shortest first, are
 * tried against what it may not cross before it is taken to have none: a path
 * blocked leaves the next few (the same turns a little longer or shorter)
 * likely blocked too.
 */
const PATHS_TRIED = 64;

/** Inches (and radians) of rounding allowed when a path is checked against the template or its place. */
const ROUNDING = 1e-9;

const along = (from: Point, heading: number, length: number): Point =>
  point(from.x + length * Math.cos(heading), from.y + length * Math.sin(heading));

/** Which way a model's Front faces when it moves along `heading`: the same way forwards, the other way backwards. */
const travelOffset = (backwards: boolean): number => (backwards ? Math.PI : 0);

/**
 * rulebook p.16 Ponderous Movement: a Ponderous model moved `length` inches
 * along the Turning Template from `from`, backwards or forwards, steered at
 * each Navigation Point towards `bearing` by as much as the template allows
 * (it "can rotate to a lesser degree"), so that it ends heading along it once
 * it can. The waypoints (where it stands first, then where it turns, then its
 * end), straight stretches kept as one leg.
 */
export function steeredPath(
  from: Pose,
  bearing: number,
  length: number,
  backwards: boolean,
  template: TurningTemplate = TURNING_TEMPLATE,
): Point[] {
  const waypoints = [from.at];
  let heading = normaliseAngle(from.facing + travelOffset(backwards));
  let at = from.at;
  let travelled = 0;
  while (travelled < length - ROUNDING) {
    const leg = Math.min(template.spacing, length - travelled);
    at = along(at, heading, leg);
    travelled += leg;
    if (travelled >= length - ROUNDING) break;
    const wanted = normaliseAngle(bearing - heading);
    const turn = Math.max(-template.largestTurn, Math.min(template.largestTurn, wanted));
    if (Math.abs(turn) <= ROUNDING) continue;
    waypoints.push(at);
    heading = normaliseAngle(heading + turn);
  }
  waypoints.push(at);
  return waypoints;
}

/**
 * The last two turns of a path: from `at`, facing `facing`, a straight leg of
 * `leg` inches (negative: backwards), a turn, a straight leg of `middle`
 * inches, a turn onto `end` (the facing it is to end with), and a last
 * straight leg forwards or backwards onto `to`. The facing between the turns
 * is fixed by where `to` lies across the line of the last leg; each turn
 * within the template. The waypoints after `at`.
 */
function lastTwoTurns(
  at: Point,
  facing: number,
  leg: number,
  middle: number,
  to: Point,
  end: number,
  template: TurningTemplate,
): Point[] | undefined {
  const turnAt = along(at, facing, leg);
  const rest = point(to.x - turnAt.x, to.y - turnAt.y);
  const across = (Math.cos(end) * rest.y - Math.sin(end) * rest.x) / middle;
  if (Math.abs(across) > 1) return undefined;
  const between = normaliseAngle(end + Math.asin(across));
  const first = Math.abs(normaliseAngle(between - facing));
  const second = Math.abs(normaliseAngle(end - between));
  if (first > template.largestTurn + ROUNDING || second > template.largestTurn + ROUNDING)
    return undefined;
  const secondAt = along(turnAt, between, middle);
  const last = (to.x - secondAt.x) * Math.cos(end) + (to.y - secondAt.y) * Math.sin(end);
  return Math.abs(last) > ROUNDING ? [turnAt, secondAt, to] : [turnAt, secondAt];
}

/** The straight path, if `to` lies straight ahead of or behind `from` and faces as it does. */
function straightPaths(from: Pose, to: Pose): Point[][] {
  const rest = point(to.at.x - from.at.x, to.at.y - from.at.y);
  const aside = Math.cos(from.facing) * rest.y - Math.sin(from.facing) * rest.x;
  const turned = Math.abs(normaliseAngle(to.facing - from.facing));
  return turned <= ROUNDING && Math.abs(aside) <= ROUNDING ? [[from.at, to.at]] : [];
}

/** The straight legs between turns: whole Navigation Points up to LONGEST_LEG, forwards (positive) or backwards. */
function legsOf(template: TurningTemplate): number[] {
  return Array.from({ length: LONGEST_LEG }, (_, i) => (i + 1) * template.spacing).flatMap(
    (leg) => [leg, -leg],
  );
}

/** The paths with two turns: a first and a middle leg, each followed by a turn, then a last leg. */
function twoTurnPaths(from: Pose, to: Pose, template: TurningTemplate): Point[][] {
  const legs = legsOf(template);
  return legs.flatMap((first) =>
    legs.flatMap((middle) => {
      const two = lastTwoTurns(from.at, from.facing, first, middle, to.at, to.facing, template);
      return two === undefined ? [] : [[from.at, ...two]];
    }),
  );
}

/** The paths with three turns, the first in steps of a TURN_STEPS-th of the largest turn. */
function threeTurnPaths(from: Pose, to: Pose, template: TurningTemplate): Point[][] {
  const legs = legsOf(template);
  const turns = Array.from(
    { length: 2 * TURN_STEPS + 1 },
    (_, i) => ((i - TURN_STEPS) / TURN_STEPS) * template.largestTurn,
  );
  const found: Point[][] = [];
  for (const first of legs) {
    const turnAt = along(from.at, from.facing, first);
    for (const turn of turns) {
      const facing = normaliseAngle(from.facing + turn);
      for (const second of legs) {
        for (const third of legs) {
          const three = lastTwoTurns(turnAt, facing, second, third, to.at, to.facing, template);
          if (three !== undefined) found.push([from.at, turnAt, ...three]);
        }
      }
    }
  }
  return found;
}

const lengthOf = (waypoints: readonly Point[]): number =>
  waypoints.slice(1).reduce((sum, b, i) => sum + distance(waypoints[i] as Point, b), 0);

/**
 * rulebook p.16 Ponderous Movement: a path along the Turning Template by which
 * a Ponderous model standing at `from` can end at `to.at` facing `to.facing`
 * (it ends facing along its last leg, forwards or backwards: it cannot rotate
 * on the spot) that is `clear`, as its waypoints from where it stands;
 * undefined when none of those tried is. Each leg goes forwards or backwards
 * ("move the model forwards (or backwards) along the Turning Template"), as
 * the move check reads it. Tried in turn, each family shortest first: the
 * straight path; two turns (a first and a middle leg of whole Navigation
 * Points, up to LONGEST_LEG, with a turn after each, then a last leg of
 * whatever length); three turns. Each is checked by the move check's own
 * test (turning-template.ts ponderousProblem); at most PATHS_TRIED are
 * checked for being clear. A model already standing so needs no move: its
 * path is where it stands.
 */
export function templateRoute(
  from: Pose,
  to: Pose,
  clear: (waypoints: readonly Point[]) => boolean,
  template: TurningTemplate = TURNING_TEMPLATE,
): Point[] | undefined {
  const stays = distance(from.at, to.at) <= ROUNDING;
  if (stays && Math.abs(normaliseAngle(to.facing - from.facing)) <= ROUNDING) return [from.at];
  const families = [straightPaths, twoTurnPaths, threeTurnPaths];
  let tried = 0;
  for (const family of families) {
    const paths = family(from, to, template)
      .map((waypoints) => ({ waypoints, length: lengthOf(waypoints) }))
      .sort((a, b) => a.length - b.length || a.waypoints.length - b.waypoints.length);
    for (const { waypoints } of paths) {
      if (ponderousProblem(waypoints, from.facing, template) !== undefined) continue;
      if (tried++ >= PATHS_TRIED) return undefined;
      if (clear(waypoints)) return waypoints;
    }
  }
  return undefined;
}
