import {
  averagesApart,
  boxGap,
  fartherThan,
  polygonSeparation,
  satGapBelow,
} from './polygon-gap.js';
import { closestPointOnSegment, distanceToSegment } from './segment.js';
import { EPSILON, type Point, cross, distance, subtract } from './vector.js';

/**
 * A footprint or area on the battlefield: a convex polygon (vertices listed
 * counter-clockwise) or a circle. Anything else is a union of these.
 */
export type Shape =
  | { readonly kind: 'polygon'; readonly points: readonly Point[] }
  | { readonly kind: 'circle'; readonly centre: Point; readonly radius: number };

/** A width × depth rectangle centred on `centre`, its depth along `facing` (radians). */
export function rectangle(centre: Point, width: number, depth: number, facing: number): Shape {
  // Local frame: +x is the facing (depth), +y is to the model's left (width).
  const corners: Point[] = [
    { x: depth / 2, y: -width / 2 },
    { x: depth / 2, y: width / 2 },
    { x: -depth / 2, y: width / 2 },
    { x: -depth / 2, y: -width / 2 },
  ];
  // Each corner rotated by `facing` (as `rotate` does), the sine and cosine taken once.
  const c = Math.cos(facing);
  const s = Math.sin(facing);
  return {
    kind: 'polygon',
    points: corners.map((p) => ({
      x: centre.x + (p.x * c - p.y * s),
      y: centre.y + (p.x * s + p.y * c),
    })),
  };
}

export function circle(centre: Point, radius: number): Shape {
  return { kind: 'circle', centre, radius };
}

/**
 * A convex polygon from its vertices in either winding; throws if the points do
 * not make a convex polygon of positive area.
 */
export function convexPolygon(points: readonly Point[]): Shape {
  if (points.length < 3) throw new RangeError('a polygon needs at least 3 points');
  const area = signedArea(points);
  if (Math.abs(area) <= EPSILON) throw new RangeError('the polygon has no area');
  const ccw = area > 0 ? points.slice() : points.slice().reverse();
  for (let i = 0; i < ccw.length; i++) {
    const a = ccw[i] as Point;
    const b = ccw[(i + 1) % ccw.length] as Point;
    const c = ccw[(i + 2) % ccw.length] as Point;
    if (cross(subtract(b, a), subtract(c, b)) < -EPSILON) {
      throw new RangeError('the polygon is not convex');
    }
  }
  return { kind: 'polygon', points: ccw };
}

function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    sum += cross(points[i] as Point, points[(i + 1) % points.length] as Point);
  }
  return sum / 2;
}

/** The centre point: a circle's centre, a polygon's centroid (rulebook p.11 Arcs: the centre point). */
export function centreOf(shape: Shape): Point {
  if (shape.kind === 'circle') return shape.centre;
  const { points } = shape;
  const area = signedArea(points);
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % points.length] as Point;
    const f = cross(a, b);
    cx += (a.x + b.x) * f;
    cy += (a.y + b.y) * f;
  }
  return { x: cx / (6 * area), y: cy / (6 * area) };
}

/** Calls `visit` with each edge of a polygon. */
export function forEachEdge(points: readonly Point[], visit: (a: Point, b: Point) => void): void {
  for (let i = 0; i < points.length; i++) {
    visit(points[i] as Point, points[(i + 1) % points.length] as Point);
  }
}

/**
 * How far p is inside (negative) or outside (positive) a shape's boundary: the
 * signed distance to the boundary.
 */
export function signedDistanceToPoint(shape: Shape, p: Point): number {
  if (shape.kind === 'circle') return distance(p, shape.centre) - shape.radius;
  const { points } = shape;
  let inside = true;
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % points.length] as Point;
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0) inside = false;
    nearest = Math.min(nearest, distanceToSegment(p, a, b));
  }
  return inside ? -nearest : nearest;
}

/** The distance from p to the nearest point of a shape (0 inside it). */
export function distanceToPoint(shape: Shape, p: Point): number {
  return Math.max(0, signedDistanceToPoint(shape, p));
}

export function containsPoint(shape: Shape, p: Point): boolean {
  return signedDistanceToPoint(shape, p) <= EPSILON;
}

/** The point of a shape's boundary nearest to p. */
export function nearestBoundaryPoint(shape: Shape, p: Point): Point {
  if (shape.kind === 'circle') {
    const d = distance(p, shape.centre);
    if (d === 0) return { x: shape.centre.x + shape.radius, y: shape.centre.y };
    const k = shape.radius / d;
    return {
      x: shape.centre.x + (p.x - shape.centre.x) * k,
      y: shape.centre.y + (p.y - shape.centre.y) * k,
    };
  }
  let best = shape.points[0] as Point;
  let bestDistance = Number.POSITIVE_INFINITY;
  forEachEdge(shape.points, (a, b) => {
    const q = closestPointOnSegment(p, a, b);
    const d = distance(p, q);
    if (d < bestDistance) {
      bestDistance = d;
      best = q;
    }
  });
  return best;
}

/**
 * The gap between two shapes: the distance between their closest points, or
 * the negative depth of their overlap (how far one must move to clear the other).
 */
export function separation(s: Shape, t: Shape): number {
  if (s.kind === 'circle' && t.kind === 'circle') {
    return distance(s.centre, t.centre) - s.radius - t.radius;
  }
  if (s.kind === 'circle') return signedDistanceToPoint(t, s.centre) - s.radius;
  if (t.kind === 'circle') return signedDistanceToPoint(s, t.centre) - t.radius;
  return polygonSeparation(s.points, t.points);
}

/** rulebook p.11 Measuring Distances: the distance between the closest points of two footprints. */
export function distanceBetween(s: Shape, t: Shape): number {
  return Math.max(0, separation(s, t));
}

/** rulebook p.10 In Contact: the footprints touch without overlapping. */
export function inContact(s: Shape, t: Shape): boolean {
  return withinDistance(s, t, EPSILON) && separation(s, t) >= -EPSILON;
}

/**
 * Whether the gap between two shapes is at most `d` (it is negative where they
 * overlap): `separation(s, t) <= d`, without measuring the exact distance of
 * polygons the separating-axis test already shows to be farther apart, or
 * whose vertices' averages are already within `d` of each other.
 */
export function withinDistance(s: Shape, t: Shape, d: number): boolean {
  if (s.kind === 'polygon' && t.kind === 'polygon') {
    if (fartherThan(s.points, t.points, d)) return false;
    if (averagesApart(s.points, t.points) <= d) return true;
  }
  return separation(s, t) <= d;
}

/**
 * Whether the gap between two shapes is less than `d`: `separation(s, t) < d`
 * (for d > 0, `distanceBetween(s, t) < d`), settling far and near polygons
 * without their exact distance as `withinDistance` does.
 */
export function closerThan(s: Shape, t: Shape, d: number): boolean {
  if (s.kind === 'polygon' && t.kind === 'polygon') {
    if (fartherThan(s.points, t.points, d)) return false;
    if (averagesApart(s.points, t.points) < d) return true;
  }
  return separation(s, t) < d;
}

/** rulebook p.10: footprints overlap when one reaches into the other by more than EPSILON. */
export function overlaps(s: Shape, t: Shape): boolean {
  if (s.kind === 'polygon' && t.kind === 'polygon') {
    return boxGap(s.points, t.points) < -EPSILON && satGapBelow(s.points, t.points, -EPSILON);
  }
  return separation(s, t) < -EPSILON;
}
