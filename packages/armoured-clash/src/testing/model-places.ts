import type { UnitState } from '../game/state.js';

/** A place's coordinates rounded to the hundredth of an inch, so a test names a computed place exactly. */
const HUNDREDTHS = 100;

/** Each model of `unit` as `id x,y`, in the unit's order. */
export const places = (unit: UnitState): string[] =>
  unit.models.map((m) => `${m.id} ${m.x},${m.y}`);

/** A place rounded to the hundredth. */
export const hundredths = (at: { readonly x: number; readonly y: number }): [number, number] => [
  Math.round(at.x * HUNDREDTHS) / HUNDREDTHS,
  Math.round(at.y * HUNDREDTHS) / HUNDREDTHS,
];
