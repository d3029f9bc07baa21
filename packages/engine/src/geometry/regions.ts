import { type Shape, containsPoint, distanceToPoint, signedDistanceToPoint } from './shape.js';
import { EPSILON, type Point, distance, subtract } from './vector.js';

/** Below this, an edge and the clipped segment are taken as parallel. */
const PARALLEL = 1e-12;

/** Boundary points sampled when a circle's farthest distance cannot be had in closed form. */
const CIRCLE_SAMPLES = 720;

/**
 * The largest distance from any point of `s` to the nearest point of the convex
 * shape `target`. For a polygon it is reached at a vertex (distance to a convex
 * set is a convex function); for a circle whose centre is outside the target it
 * is the centre's distance plus the radius; otherwise it is sampled every half degree.
 */
export function farthestDistance(s: Shape, target: Shape): number {
  if (s.kind === 'polygon') {
    return Math.max(...s.points.map((v) => distanceToPoint(target, v)));
  }
  const fromCentre = distanceToPoint(target, s.centre);
  if (fromCentre > 0) return fromCentre + s.radius;
  let farthest = 0;
  for (let i = 0; i < CIRCLE_SAMPLES; i++) {
    const angle = (2 * Math.PI * i) / CIRCLE_SAMPLES;
    const p = {
      x: s.centre.x + s.radius * Math.cos(angle),
      y: s.centre.y + s.radius * Math.sin(angle),
    };
    farthest = Math.max(farthest, distanceToPoint(target, p));
  }
  return farthest;
}

/** rulebook p.11: "fully within" a distance — every part of the footprint is within it. */
export function fullyWithin(s: Shape, target: Shape, range: number): boolean {
  return farthestDistance(s, target) <= range + EPSILON;
}

/** Whether all of `s` lies inside the convex `region` (entirely within a Deployment Zone). */
export function insideRegion(s: Shape, region: Shape): boolean {
  if (s.kind === 'polygon') return s.points.every((v) => containsPoint(region, v));
  return signedDistanceToPoint(region, s.centre) <= -s.radius + EPSILON;
}

/**
 * The part of segment ab inside a shape, as the fractions [t0, t1] of its
 * length (t0 > t1 when the segment misses the shape).
 */
export function clipSegment(a: Point, b: Point, shape: Shape): [number, number] {
  const ab = subtract(b, a);
  if (shape.kind === 'circle') {
    const f = subtract(a, shape.centre);
    const qa = ab.x * ab.x + ab.y * ab.y;
    const qb = 2 * (f.x * ab.x + f.y * ab.y);
    const qc = f.x * f.x + f.y * f.y - shape.radius * shape.radius;
    const disc = qb * qb - 4 * qa * qc;
    if (qa === 0 || disc <= 0) return [1, 0];
    const root = Math.sqrt(disc);
    return [Math.max(0, (-qb - root) / (2 * qa)), Math.min(1, (-qb + root) / (2 * qa))];
  }
  // Cyrus-Beck: intersect the half-planes to the left of each counter-clockwise edge.
  const { points } = shape;
  let t0 = 0;
  let t1 = 1;
  for (let i = 0; i < points.length; i++) {
    const c = points[i] as Point;
    const d = points[(i + 1) % points.length] as Point;
    const edgeX = d.x - c.x;
    const edgeY = d.y - c.y;
    const denominator = edgeX * ab.y - edgeY * ab.x;
    const numerator = edgeX * (a.y - c.y) - edgeY * (a.x - c.x);
    if (Math.abs(denominator) < PARALLEL) {
      if (numerator < 0) t1 = -1; // parallel and outside
      continue;
    }
    const t = -numerator / denominator;
    if (denominator > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  return [t0, t1];
}

/** The length of segment ab that lies inside a shape. */
export function lengthInside(a: Point, b: Point, shape: Shape): number {
  const [t0, t1] = clipSegment(a, b, shape);
  return t1 > t0 ? (t1 - t0) * distance(a, b) : 0;
}
