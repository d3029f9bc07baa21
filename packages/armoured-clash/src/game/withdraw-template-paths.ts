import { type Point, distance, normaliseAngle, point } from '@warroom/engine';
import type { TurningTemplate } from '../battlefield/movement/turning-template.js';
import { BOUND_SLACK, type Opening, candidate, inTurnOf } from './withdraw-template-order.js';

/** Where a model stands and which way it faces (radians). */
export interface Pose {
  readonly at: Point;
  readonly facing: number;
}

/** The longest straight leg between two turns of a path, in Navigation Points: enough to re-form a unit beside its Officer. */
const LONGEST_LEG = 4;

/** The turns tried at the first of three turning points, each side of straight ahead: the template's largest turn split in this many. */
const TURN_STEPS = 9;

/** Inches (and radians) of rounding allowed when a path is checked against the template or its place. */
export const ROUNDING = 1e-9;

/** The point `length` inches from `from` along `heading`. */
export const along = (from: Point, heading: number, length: number): Point =>
  point(from.x + length * Math.cos(heading), from.y + length * Math.sin(heading));

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

/** The straight legs of one length: how long, and their indices among a search's legs. */
interface Span {
  readonly span: number;
  readonly legs: readonly number[];
}

/** What a family of paths is looked for with: its start and end, the template, and the straight legs between turns. */
interface Search {
  readonly from: Pose;
  readonly to: Pose;
  readonly template: TurningTemplate;
  readonly legs: readonly number[];
  /** The legs by length, shortest first. */
  readonly spans: readonly Span[];
}

/** The search for paths from `from` to `to` along `template`. */
function searchOf(from: Pose, to: Pose, template: TurningTemplate): Search {
  const legs = legsOf(template);
  const spans = [...new Set(legs.map(Math.abs))]
    .sort((a, b) => a - b)
    .map((span) => ({
      span,
      legs: [...legs.keys()].filter((i) => Math.abs(legs[i] ?? 0) === span),
    }));
  return { from, to, template, legs, spans };
}

/** Whether a model facing `facing` can end facing `to.facing` in the last two turns: each at most the template's largest. */
const turnsOnto = ({ to, template }: Search, facing: number): boolean =>
  Math.abs(normaliseAngle(to.facing - facing)) <=
  2 * (template.largestTurn + ROUNDING) + BOUND_SLACK;

/** Where a model stands before its last two turns: its waypoints so far, its place and facing, and how far it has come. */
interface Start extends Pose {
  readonly before: readonly Point[];
  readonly travelled: number;
}

/**
 * The opening of the paths that, from `start`, go a straight leg of `leg`
 * inches and end with two turns, each followed by a leg of `search.legs` in
 * turn (the path made `made` plus its index). Its bound: what it has
 * travelled, then at least the shortest leg that can reach across to the line
 * of the last leg and at least the straight line to the end; it opens one for
 * each length of leg that can, bound by it. None when no leg can reach across.
 */
function lastTwoTurnsFrom(search: Search, start: Start, leg: number, made: number): Opening[] {
  const { to, template, legs } = search;
  const turnAt = along(start.at, start.facing, leg);
  const rest = point(to.at.x - turnAt.x, to.at.y - turnAt.y);
  const across = Math.abs(Math.cos(to.facing) * rest.y - Math.sin(to.facing) * rest.x);
  const reaching = search.spans.filter(({ span }) => span >= across - BOUND_SLACK);
  const straightOn = distance(turnAt, to.at);
  const travelled = start.travelled + Math.abs(leg);
  const middles = ({ span, legs: which }: Span): Opening => ({
    shortest: travelled + Math.max(span, straightOn),
    follow: () =>
      which.flatMap((i) => {
        const middle = legs[i] as number;
        const two = lastTwoTurns(start.at, start.facing, leg, middle, to.at, to.facing, template);
        return two === undefined ? [] : [candidate([...start.before, ...two], made + i)];
      }),
  });
  const shortest = reaching[0];
  if (shortest === undefined) return [];
  const follow = (): Opening[] => reaching.map(middles);
  return [{ shortest: travelled + Math.max(shortest.span, straightOn), follow }];
}

/** The paths with two turns: a first and a middle leg, each followed by a turn, then a last leg. */
function twoTurnPaths(search: Search): Opening[] {
  const { from, legs } = search;
  if (!turnsOnto(search, from.facing)) return [];
  const start = { ...from, before: [from.at], travelled: 0 };
  return legs.flatMap((first, a) => lastTwoTurnsFrom(search, start, first, a * legs.length));
}

/**
 * The paths with three turns, the first in steps of a TURN_STEPS-th of the
 * largest turn: an opening for each first leg and length of second leg, bound
 * by their lengths and at least a leg more or the straight line on from the
 * first leg's end, that opens those of its turns and second legs when
 * followed.
 */
function threeTurnPaths(search: Search): Opening[] {
  const { from, to, template, legs, spans } = search;
  const turns = Array.from(
    { length: 2 * TURN_STEPS + 1 },
    (_, i) => ((i - TURN_STEPS) / TURN_STEPS) * template.largestTurn,
  );
  const facings = turns.map((turn) => normaliseAngle(from.facing + turn));
  const shortestLeg = spans[0]?.span ?? 0;
  return legs.flatMap((first, a) => {
    const at = along(from.at, from.facing, first);
    const travelled = Math.abs(first);
    const straightOn = distance(at, to.at);
    return spans.map(({ span, legs: seconds }) => ({
      shortest: travelled + Math.max(span + shortestLeg, straightOn),
      follow: () =>
        facings.flatMap((facing, t) => {
          if (!turnsOnto(search, facing)) return [];
          const start = { at, facing, before: [from.at, at], travelled };
          return seconds.flatMap((b) => {
            const made = ((a * turns.length + t) * legs.length + b) * legs.length;
            return lastTwoTurnsFrom(search, start, legs[b] as number, made);
          });
        }),
    }));
  });
}

/**
 * rulebook p.16 Ponderous Movement: the paths along the Turning Template from
 * `from` to `to.at`, ending facing `to.facing`, in the order they are tried:
 * the straight path; two turns (a first and a middle leg of whole Navigation
 * Points, up to LONGEST_LEG, with a turn after each, then a last leg of
 * whatever length); three turns. Each family shortest first (then fewest
 * legs, then as made: withdraw-template-order.ts inTurnOf), its paths made
 * only as far as they are asked for: the same paths in the same order as
 * making and sorting them all (some 9,700 with three turns), but a search
 * that stops at the first clear one makes a few hundred.
 */
export function* templatePaths(
  from: Pose,
  to: Pose,
  template: TurningTemplate,
): Generator<Point[]> {
  yield* straightPaths(from, to);
  const search = searchOf(from, to, template);
  for (const family of [twoTurnPaths, threeTurnPaths]) yield* inTurnOf(family(search));
}
