import { EPSILON, type Point, cross, distance, dot, subtract } from './vector.js';

/** A straight line from `a` to `b`. */
export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

/** The point of segment ab closest to p. */
export function closestPointOnSegment(p: Point, a: Point, b: Point): Point {
  const ab = subtract(b, a);
  const lengthSquared = dot(ab, ab);
  if (lengthSquared === 0) return a;
  const t = Math.max(0, Math.min(1, dot(subtract(p, a), ab) / lengthSquared));
  return { x: a.x + ab.x * t, y: a.y + ab.y * t };
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  return distance(p, closestPointOnSegment(p, a, b));
}

/** Whether segments ab and cd share a point (touching counts). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(subtract(b, a), subtract(c, a));
  const d2 = cross(subtract(b, a), subtract(d, a));
  const d3 = cross(subtract(d, c), subtract(a, c));
  const d4 = cross(subtract(d, c), subtract(b, c));
  if (
    ((d1 > EPSILON && d2 < -EPSILON) || (d1 < -EPSILON && d2 > EPSILON)) &&
    ((d3 > EPSILON && d4 < -EPSILON) || (d3 < -EPSILON && d4 > EPSILON))
  ) {
    return true;
  }
  return (
    distanceToSegment(c, a, b) <= EPSILON ||
    distanceToSegment(d, a, b) <= EPSILON ||
    distanceToSegment(a, c, d) <= EPSILON ||
    distanceToSegment(b, c, d) <= EPSILON
  );
}

/** The shortest distance between segments ab and cd (0 when they cross or touch). */
export function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    distanceToSegment(a, c, d),
    distanceToSegment(b, c, d),
    distanceToSegment(c, a, b),
    distanceToSegment(d, a, b),
  );
}
