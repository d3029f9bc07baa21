import { segmentDistance } from './segment.js';
import type { Point } from './vector.js';

/*
 * The gaps between two convex polygons (vertices counter-clockwise), for the
 * distances and overlaps of shape.ts: plain loops without allocation, as they
 * run in every overlap and distance test.
 */

/**
 * Separating-axis test: the largest gap along an edge normal of either polygon.
 * It is the (negative) overlap depth when they overlap, and never more than
 * their true distance when they are apart.
 */
export function satGap(p: readonly Point[], q: readonly Point[]): number {
  return Math.max(axisGap(p, q), axisGap(q, p));
}

/**
 * The distance between the averages of two polygons' vertices: each lies
 * inside its (convex) polygon, so the polygons' gap is no more than that.
 * Plain loops without allocation: it settles most distances within reach.
 */
export function averagesApart(p: readonly Point[], q: readonly Point[]): number {
  let px = 0;
  let py = 0;
  for (const v of p) {
    px += v.x;
    py += v.y;
  }
  let qx = 0;
  let qy = 0;
  for (const v of q) {
    qx += v.x;
    qy += v.y;
  }
  return Math.hypot(px / p.length - qx / q.length, py / p.length - qy / q.length);
}

/** Whether two polygons are certainly more than `d` apart, by their boxes, then by the separating axes. */
export function fartherThan(p: readonly Point[], q: readonly Point[], d: number): boolean {
  return boxGap(p, q) > d || satGapAbove(p, q, d);
}

/**
 * `satGap(p, q) > d`, stopping at the first edge that separates them by more
 * than `d`, and leaving an edge at its first vertex within `d` of it: the same
 * gaps measured, the same answer.
 */
function satGapAbove(p: readonly Point[], q: readonly Point[], d: number): boolean {
  return someEdgeBeyond(p, q, d) || someEdgeBeyond(q, p, d);
}

/**
 * `satGap(p, q) < d` (for d < 0, the polygons overlap by more than -d),
 * leaving each edge at its first vertex beyond it by less than `d`, and
 * stopping at the first edge with none: the same gaps measured, the same answer.
 */
export function satGapBelow(p: readonly Point[], q: readonly Point[], d: number): boolean {
  return everyEdgeReached(p, q, d) && everyEdgeReached(q, p, d);
}

/**
 * Whether some edge of p has every vertex of q beyond it by more than `d`
 * (`strictly`: `axisGap(p, q) > d`) or by `d` or more (not `strictly`: not
 * `axisGap(p, q) < d`), leaving an edge at its first vertex that falls short.
 * A vertex whose distance is not a number is passed over, as in axisGap.
 */
function someEdgeClear(
  p: readonly Point[],
  q: readonly Point[],
  d: number,
  strictly: boolean,
): boolean {
  for (let i = 0; i < p.length; i++) {
    const a = p[i] as Point;
    const b = p[(i + 1) % p.length] as Point;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const normalLength = Math.hypot(ex, ey);
    let clear = true;
    for (const v of q) {
      const beyond = -(ex * (v.y - a.y) - ey * (v.x - a.x)) / normalLength;
      if (strictly ? beyond <= d : beyond < d) {
        clear = false;
        break;
      }
    }
    if (clear) return true;
  }
  return false;
}

/** `axisGap(p, q) > d`: some edge of p has every vertex of q beyond it by more than `d`. */
function someEdgeBeyond(p: readonly Point[], q: readonly Point[], d: number): boolean {
  return someEdgeClear(p, q, d, true);
}

/** `axisGap(p, q) < d`: every edge of p has some vertex of q beyond it by less than `d`. */
function everyEdgeReached(p: readonly Point[], q: readonly Point[], d: number): boolean {
  return !someEdgeClear(p, q, d, false);
}

export function polygonSeparation(p: readonly Point[], q: readonly Point[]): number {
  const gap = satGap(p, q);
  if (gap <= 0) return gap;
  // Apart: the true distance is between the closest pair of edges.
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < p.length; i++) {
    const a = p[i] as Point;
    const b = p[(i + 1) % p.length] as Point;
    for (let j = 0; j < q.length; j++) {
      best = Math.min(best, segmentDistance(a, b, q[j] as Point, q[(j + 1) % q.length] as Point));
    }
  }
  return best;
}

/**
 * The largest distance by which `q` lies beyond one of `p`'s edges (negative if
 * none). Plain loops without allocation: it runs in every overlap test.
 */
function axisGap(p: readonly Point[], q: readonly Point[]): number {
  let largest = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < p.length; i++) {
    const a = p[i] as Point;
    const b = p[(i + 1) % p.length] as Point;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const normalLength = Math.hypot(ex, ey);
    let nearest = Number.POSITIVE_INFINITY;
    for (const v of q) {
      // How far v lies beyond the edge, along its outward normal.
      const beyond = -(ex * (v.y - a.y) - ey * (v.x - a.x)) / normalLength;
      if (beyond < nearest) nearest = beyond;
    }
    if (nearest > largest) largest = nearest;
  }
  return largest;
}

/**
 * The gap between the axis-aligned boxes of two point sets: never more than the
 * true distance between their hulls, and cheap enough to rule most pairs out.
 * The largest of the gaps along +x, -x, +y and -y.
 */
export function boxGap(p: readonly Point[], q: readonly Point[]): number {
  const pBox = extent(p);
  const qBox = extent(q);
  return Math.max(
    qBox.minX - pBox.maxX,
    pBox.minX - qBox.maxX,
    qBox.minY - pBox.maxY,
    pBox.minY - qBox.maxY,
  );
}

/** The smallest and largest x and y of a point set. */
function extent(points: readonly Point[]): {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
} {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const v of points) {
    minX = Math.min(minX, v.x);
    maxX = Math.max(maxX, v.x);
    minY = Math.min(minY, v.y);
    maxY = Math.max(maxY, v.y);
  }
  return { minX, maxX, minY, maxY };
}
