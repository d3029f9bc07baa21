import {
  EPSILON,
  type Point,
  type Shape,
  circle,
  clipSegment,
  containsPoint,
  convexHull,
  distance,
  distanceToPoint,
  distanceToSegment,
  footprintObstacle,
  lengthInside,
  minkowskiSum,
  rotate,
  separation,
  translate,
} from '@warroom/engine';
import { type TableModel, centreOfModel } from '../table.js';
import { sweptBoxGap } from './swept-box.js';

/**
 * Inches by which the box test must clear the margin before the exact test is
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

/** The model's footprint placed with its centre at the origin, turned to `facing`. */
export function footprintAround(model: TableModel, facing: number): Shape {
  const local = translate(model.footprint, {
    x: -centreOfModel(model).x,
    y: -centreOfModel(model).y,
  });
  if (local.kind === 'circle') return local;
  return { kind: 'polygon', points: local.points.map((p) => rotate(p, facing - model.facing)) };
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
  const at = (p: Point): Point[] => around.points.map((q) => ({ x: q.x + p.x, y: q.y + p.y }));
  return separation({ kind: 'polygon', points: convexHull([...at(leg.a), ...at(leg.b)]) }, other);
}

/** The footprint at a point, turned to `facing`. */
export function footprintAt(model: TableModel, at: Point, facing: number): Shape {
  return translate(footprintAround(model, facing), at);
}

/**
 * The stretches of a path of legs (each leg 1 unit of parameter, legs in turn)
 * during which the footprint overlaps `area`, grown by `margin` inches.
 */
export function overlapStretches(
  model: TableModel,
  legs: readonly Leg[],
  area: Shape,
  margin = 0,
): Stretch[] {
  const grownArea = margin > 0 ? minkowskiSum(area, circle({ x: 0, y: 0 }, margin)) : area;
  const stretches: [number, number][] = [];
  legs.forEach((leg, i) => {
    if (sweptBoxGap(model, leg, area) > margin + BOX_SLACK) return;
    if (legClearance(model, leg, area) > margin) return;
    const obstacle = footprintObstacle(grownArea, footprintAround(model, leg.facing));
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
