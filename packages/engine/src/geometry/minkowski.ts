import type { Shape } from './shape.js';
import type { Point } from './vector.js';

/**
 * Sides of the polygon standing in for a circle in Minkowski sums. The polygon
 * is inscribed, so it falls short of the circle by at most
 * r (1 - cos(π / 64)) ≈ 0.0012 r: a thousandth of an inch for the bases and
 * distances of the game.
 */
export const CIRCLE_SIDES = 64;

// Circles are immutable values: the outline of one is made once and kept while it lives.
const circleOutlines = new WeakMap<Shape, readonly Point[]>();

/** A shape's outline as a convex polygon (circles approximated by CIRCLE_SIDES sides, remembered per circle). */
export function outline(shape: Shape): readonly Point[] {
  if (shape.kind === 'polygon') return shape.points;
  const known = circleOutlines.get(shape);
  if (known !== undefined) return known;
  const points = circleOutline(shape.centre, shape.radius);
  circleOutlines.set(shape, points);
  return points;
}

function circleOutline(centre: Point, radius: number): readonly Point[] {
  if (radius === 0) return [centre];
  return Array.from({ length: CIRCLE_SIDES }, (_, i) => {
    const angle = (2 * Math.PI * i) / CIRCLE_SIDES;
    return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
}

/** The convex hull of points, counter-clockwise (Andrew's monotone chain). */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = points.slice().sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length <= 2) return sorted;
  const hull: Point[] = [];
  // The lower chain left to right, then the upper chain right to left, each without its last point.
  halfHull(sorted, 0, 1, hull);
  halfHull(sorted, sorted.length - 1, -1, hull);
  return hull;
}

/**
 * Appends to `hull` one chain of the monotone chain over `sorted`, walked from
 * index `from` in steps of `step`, dropping its last point. Plain loops without
 * allocation: it runs in every Minkowski sum.
 */
function halfHull(sorted: readonly Point[], from: number, step: number, hull: Point[]): void {
  const base = hull.length;
  for (let i = from; i >= 0 && i < sorted.length; i += step) {
    const p = sorted[i] as Point;
    while (hull.length - base >= 2) {
      const a = hull[hull.length - 2] as Point;
      const b = hull[hull.length - 1] as Point;
      // cross(b - a, p - a) > 0: p turns left of ab, so b stays.
      if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) > 0) break;
      hull.pop();
    }
    hull.push(p);
  }
  hull.pop();
}

/** The Minkowski sum of two convex shapes: every a + b. Circles are taken as their outline. */
export function minkowskiSum(a: Shape, b: Shape): Shape {
  const sums: Point[] = [];
  for (const p of outline(a)) for (const q of outline(b)) sums.push({ x: p.x + q.x, y: p.y + q.y });
  return { kind: 'polygon', points: convexHull(sums) };
}

/** A shape moved by `offset`. */
export function translate(shape: Shape, offset: Point): Shape {
  if (shape.kind === 'circle') {
    return { ...shape, centre: { x: shape.centre.x + offset.x, y: shape.centre.y + offset.y } };
  }
  return {
    kind: 'polygon',
    points: shape.points.map((p) => ({ x: p.x + offset.x, y: p.y + offset.y })),
  };
}

/** A shape mirrored through the origin (every p becomes -p). */
export function negate(shape: Shape): Shape {
  if (shape.kind === 'circle')
    return { ...shape, centre: { x: -shape.centre.x, y: -shape.centre.y } };
  return { kind: 'polygon', points: shape.points.map((p) => ({ x: -p.x, y: -p.y })) };
}

/**
 * The positions of a reference point at which a footprint (given relative to
 * that point) meets an obstacle: the obstacle grown by the mirrored footprint.
 * A path of the reference point runs into the obstacle exactly when it enters
 * this area (the "configuration-space obstacle" of motion planning).
 */
export function footprintObstacle(obstacle: Shape, footprintAroundReference: Shape): Shape {
  return minkowskiSum(obstacle, negate(footprintAroundReference));
}
