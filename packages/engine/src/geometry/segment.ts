import { EPSILON, type Point } from './vector.js';

/** A straight line from `a` to `b`. */
export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

/** The fraction closestFraction gives for a segment without length: its one point, a. */
const NO_LENGTH = -1;

/**
 * Where along segment ab (0 at a, 1 at b) the point closest to p lies, or
 * NO_LENGTH. Plain arithmetic without allocation: it runs in every distance test.
 */
function closestFraction(p: Point, a: Point, b: Point): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const lengthSquared = abx * abx + aby * aby;
  if (lengthSquared === 0) return NO_LENGTH;
  return Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSquared));
}

/** The point of segment ab closest to p. */
export function closestPointOnSegment(p: Point, a: Point, b: Point): Point {
  const t = closestFraction(p, a, b);
  if (t === NO_LENGTH) return a;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const t = closestFraction(p, a, b);
  const dx = t === NO_LENGTH ? p.x - a.x : p.x - (a.x + (b.x - a.x) * t);
  const dy = t === NO_LENGTH ? p.y - a.y : p.y - (a.y + (b.y - a.y) * t);
  return Math.sqrt(dx * dx + dy * dy);
}

/** The cross product of (b - a) and (c - a): positive when c is counter-clockwise of ab. */
function turn(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** Whether x and y are of opposite signs, both clear of zero. */
function opposite(x: number, y: number): boolean {
  return (x > EPSILON && y < -EPSILON) || (x < -EPSILON && y > EPSILON);
}

/** Whether segments ab and cd cross, each one's ends clearly on either side of the other. */
function crossOver(a: Point, b: Point, c: Point, d: Point): boolean {
  return opposite(turn(a, b, c), turn(a, b, d)) && opposite(turn(c, d, a), turn(c, d, b));
}

/** Whether segments ab and cd share a point (touching counts). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  if (crossOver(a, b, c, d)) return true;
  return (
    distanceToSegment(c, a, b) <= EPSILON ||
    distanceToSegment(d, a, b) <= EPSILON ||
    distanceToSegment(a, c, d) <= EPSILON ||
    distanceToSegment(b, c, d) <= EPSILON
  );
}

/**
 * The shortest distance between segments ab and cd (0 when they cross or
 * touch): that of the nearest end to the other segment, each measured once.
 */
export function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (crossOver(a, b, c, d)) return 0;
  const nearest = Math.min(
    distanceToSegment(a, c, d),
    distanceToSegment(b, c, d),
    distanceToSegment(c, a, b),
    distanceToSegment(d, a, b),
  );
  // Touching (an end within EPSILON of the other segment) counts as meeting.
  return nearest <= EPSILON ? 0 : nearest;
}
