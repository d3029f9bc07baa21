import type { BattlefieldSize } from '../../battlefield/battlefield.js';
import type { ArmyUnit } from '../army.js';
import type { ModelState } from '../state.js';
import { footprintOf } from '../army-unit.js';

/**
 * Inches between the places of a flight path where Target Acquisition is
 * checked for the Reaction Steps ("at any point during the previous step's
 * move", rulebook p.51): the move's start, its end, and every inch between.
 */
export const PATH_STEP = 1;

/** A model moved forwards in a straight line (along its facing) by `inches`. */
export function forwards(model: ModelState, inches: number): ModelState {
  return {
    ...model,
    x: model.x + inches * Math.cos(model.facing),
    y: model.y + inches * Math.sin(model.facing),
  };
}

/** How far a point can go along `facing` before it leaves the battlefield (negative: it is off it). */
function toTheEdge(size: BattlefieldSize, x: number, y: number, facing: number): number {
  const dx = Math.cos(facing);
  const dy = Math.sin(facing);
  const limits = [
    ...(dx > 0 ? [(size.width - x) / dx] : dx < 0 ? [-x / dx] : []),
    ...(dy > 0 ? [(size.depth - y) / dy] : dy < 0 ? [-y / dy] : []),
  ];
  return Math.min(...limits);
}

/** The corners of each model's footprint where it stands. */
function corners(unit: ArmyUnit, model: ModelState): readonly { x: number; y: number }[] {
  const shape = footprintOf(unit, model);
  return shape.kind === 'polygon' ? shape.points : [{ x: model.x, y: model.y }];
}

/** The farthest the models can fly forwards with every footprint still entirely on the battlefield (negative: some already is not). */
export function farthestOnTheBattlefield(
  size: BattlefieldSize,
  unit: ArmyUnit,
  models: readonly ModelState[],
): number {
  const each = models.flatMap((m) =>
    corners(unit, m).map((c) => toTheEdge(size, c.x, c.y, m.facing)),
  );
  return Math.min(...each);
}

/**
 * rulebook p.51 The Escape Step: how far each model flies forwards until it
 * leaves the battlefield (every corner of its footprint past an edge).
 */
export function escapeDistance(
  size: BattlefieldSize,
  unit: ArmyUnit,
  models: readonly ModelState[],
): number {
  const each = models.flatMap((m) =>
    corners(unit, m).map((c) => toTheEdge(size, c.x, c.y, m.facing)),
  );
  return Math.max(0, ...each);
}

/** The places of a straight flight of `inches`, PATH_STEP apart, from where the models stand to its end. */
export function flightPath(
  models: readonly ModelState[],
  inches: number,
): readonly (readonly ModelState[])[] {
  const steps = Math.floor(inches / PATH_STEP);
  const distances = Array.from({ length: steps + 1 }, (_, i) => i * PATH_STEP);
  if (inches > steps * PATH_STEP) distances.push(inches);
  return distances.map((d) => models.map((m) => forwards(m, d)));
}
