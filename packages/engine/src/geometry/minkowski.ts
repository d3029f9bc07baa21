import type { Shape } from './shape.js';
import { type Point, cross, subtract } from './vector.js';

/**
 * Sides of the polygon standing in for a circle in Minkowski sums. The polygon
 * is inscribed, so it falls short of the circle by at most
 * r (1 - cos(π / 64)) ≈ 0.0012 r: a thousandth of an inch for the bases and
 * distances of the game.
 */
export const CIRCLE_SIDES = 64;

/** A shape's outline as a convex polygon (circles approximated by CIRCLE_SIDES sides). */
export function outline(shape: Shape): readonly Point[] {
  if (shape.kind === 'polygon') return shape.points;
  const { centre, radius } = shape;
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
  const half = (list: readonly Point[]): Point[] => {
    const hull: Point[] = [];
    for (const p of list) {
      while (hull.length >= 2) {
        const a = hull[hull.length - 2] as Point;
        const b = hull[hull.length - 1] as Point;
        if (cross(subtract(b, a), subtract(p, a)) > 0) break;
        hull.pop();
      }
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half(sorted.slice().reverse())];
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
