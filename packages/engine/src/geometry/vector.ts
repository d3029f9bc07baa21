/**
 * Plane geometry in inches. The battlefield's origin is a corner: x runs along
 * one edge, y along the other. Angles are radians, counter-clockwise from +x.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Distances closer than this (a thousandth of an inch) count as equal: touching, not apart. */
export const EPSILON = 1e-6;

export function point(x: number, y: number): Point {
  return { x, y };
}

export function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function subtract(a: Point, b: Point): Point {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function scale(a: Point, k: number): Point {
  return { x: a.x * k, y: a.y * k };
}

export function dot(a: Point, b: Point): number {
  return a.x * b.x + a.y * b.y;
}

/** The z component of the 3-D cross product: positive when b is counter-clockwise of a. */
export function cross(a: Point, b: Point): number {
  return a.x * b.y - a.y * b.x;
}

// Math.sqrt of the sum of squares, not Math.hypot: several times faster, and exact enough at table scale.
export function length(a: Point): number {
  return Math.sqrt(a.x * a.x + a.y * a.y);
}

export function distance(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** The unit vector pointing at `angle`. */
export function direction(angle: number): Point {
  return { x: Math.cos(angle), y: Math.sin(angle) };
}

/** `a` rotated by `angle` about the origin. */
export function rotate(a: Point, angle: number): Point {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: a.x * c - a.y * s, y: a.x * s + a.y * c };
}

/** An angle brought into (-π, π]. */
export function normaliseAngle(angle: number): number {
  let a = angle % (2 * Math.PI);
  if (a <= -Math.PI) a += 2 * Math.PI;
  if (a > Math.PI) a -= 2 * Math.PI;
  return a;
}

export function degrees(radians: number): number {
  return (radians * 180) / Math.PI;
}

export function radians(degreesValue: number): number {
  return (degreesValue * Math.PI) / 180;
}
