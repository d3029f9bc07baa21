import {
  EPSILON,
  type Point,
  type Shape,
  clipSegment,
  containsPoint,
  convexHull,
  distance,
  distanceToPoint,
  distanceToSegment,
  lengthInside,
  separation,
  translate,
} from '@warroom/engine';
import type { TableModel } from '../table.js';
import { footprintAround, obstacleOf } from './footprint-cache.js';
import { reachOf, sweptBoxGap } from './swept-box.js';
import { lastingBox } from '../sight-index.js';

/**
 * Inches by which the box test must clear the area before the exact test is
 * skipped: far more than rounding, so the skip never changes a verdict.
 */
const BOX_SLACK = 1e-6;

/** A stretch of a path, as fractions [from, to] of its whole length. */
export type Stretch = readonly [number, number];

/** One straight leg of a model's move: from `a` to `b`, facing `facing` throughout. */
export interface Leg {
  readonly a: Point;
  readonly b: Point;
  readonly facing: number;
}

/**
 * How far a footprint stays from `other` along one leg: the gap between the
 * region it sweeps (for a convex footprint moved in a straight line, the convex
 * hull of where it starts and ends; for a round base, a capsule) and `other`.
 * Negative when they overlap. Cheap and exact: no Minkowski sum.
 */
export function legClearance(model: TableModel, leg: Leg, other: Shape): number {
  const around = footprintAround(model, leg.facing);
  if (around.kind === 'circle') {
    if (lengthInside(leg.a, leg.b, other) > 0 || containsPoint(other, leg.a)) return -around.radius;
    const gap =
      other.kind === 'circle'
        ? distanceToSegment(other.centre, leg.a, leg.b) - other.radius
        : Math.min(
            ...other.points.map((p) => distanceToSegment(p, leg.a, leg.b)),
            distanceToPoint(other, leg.a),
            distanceToPoint(other, leg.b),
          );
    return gap - around.radius;
  }
  return separation(sweptHull(model, leg, around.points), other);
}

// Legs are immutable values made for one model's path: the hull each sweeps is made once per leg.
const sweeps = new WeakMap<Leg, { readonly model: TableModel; readonly hull: Shape }>();

/**
 * The region a convex footprint (turned as `around`) sweeps along a leg: the
 * convex hull of where it starts and ends. Remembered per leg and model, as a
 * leg is measured against every terrain piece and enemy model near it; made
 * from the same points as afresh, so the very same hull.
 */
function sweptHull(model: TableModel, leg: Leg, around: readonly Point[]): Shape {
  const known = sweeps.get(leg);
  if (known !== undefined && known.model === model) return known.hull;
  const at = (p: Point): Point[] => around.map((q) => ({ x: q.x + p.x, y: q.y + p.y }));
  const hull: Shape = { kind: 'polygon', points: convexHull([...at(leg.a), ...at(leg.b)]) };
  sweeps.set(leg, { model, hull });
  return hull;
}

/** The footprint at a point, turned to `facing`. */
export function footprintAt(model: TableModel, at: Point, facing: number): Shape {
  return translate(footprintAround(model, facing), at);
}

/**
 * The stretches of a path of legs (each leg 1 unit of parameter, legs in turn)
 * during which the footprint overlaps `area`.
 */
export function overlapStretches(model: TableModel, legs: readonly Leg[], area: Shape): Stretch[] {
  const stretches: [number, number][] = [];
  // Read once for all the legs: how far the footprint reaches, and the area's box.
  const reach = reachOf(model);
  const box = lastingBox(area);
  legs.forEach((leg, i) => {
    if (sweptBoxGap(reach, leg, box) > BOX_SLACK) return;
    if (legClearance(model, leg, area) > 0) return;
    const obstacle = obstacleOf(area, footprintAround(model, leg.facing));
    const [t0, t1] = clipSegment(leg.a, leg.b, obstacle);
    if (t1 - t0 > EPSILON / Math.max(distance(leg.a, leg.b), EPSILON))
      stretches.push([i + t0, i + t1]);
  });
  return mergeStretches(stretches);
}

/** The stretches of a path of legs during which the centre point is inside `area`. */
export function centreStretches(legs: readonly Leg[], area: Shape): Stretch[] {
  const stretches: [number, number][] = [];
  legs.forEach((leg, i) => {
    const [t0, t1] = clipSegment(leg.a, leg.b, area);
    if (t1 >= t0) stretches.push([i + t0, i + t1]);
  });
  return mergeStretches(stretches);
}

/** Joins stretches that touch or overlap. */
export function mergeStretches(stretches: readonly (readonly [number, number])[]): Stretch[] {
  const sorted = stretches.slice().sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && from <= last[1] + 1e-9) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The inches of path the stretches cover, leg by leg. */
export function stretchLength(legs: readonly Leg[], stretches: readonly Stretch[]): number {
  let total = 0;
  for (const [from, to] of stretches) {
    for (let i = Math.floor(from); i < Math.min(Math.ceil(to), legs.length); i++) {
      const leg = legs[i] as Leg;
      const covered = Math.min(to, i + 1) - Math.max(from, i);
      if (covered > 0) total += covered * distance(leg.a, leg.b);
    }
  }
  return total;
}

/** Whether the stretches cover the whole path. */
export function coversPath(legs: readonly Leg[], stretches: readonly Stretch[]): boolean {
  return stretches.some(([from, to]) => from <= 1e-9 && to >= legs.length - 1e-9);
}
