import { type Point, type Shape, centreOf, point } from '@warroom/engine';
import { type Leg, overlapStretches } from '../battlefield/movement/swept-path.js';
import { treatmentOf } from '../battlefield/movement/terrain-treatment.js';
import { ponderousLegFacings } from '../battlefield/movement/turning-template.js';
import type { Table, TableModel, TableUnit } from '../battlefield/table.js';
import type { ArmyUnit } from './army.js';
import { footprintOf } from './army-unit.js';
import type { ModelState } from './state.js';

/**
 * What a Withdrawing model of `tableUnit` cannot move into or across: the
 * pieces of `table` it treats as Impassable Terrain (rulebook p.41: "A unit
 * cannot move into or across Impassable Terrain") and the enemy models
 * (rulebook p.16 Moving a Unit: "Models can move through any and all friendly
 * models freely"; enemy models, then, not).
 */
export function barriersOf(table: Table, tableUnit: TableUnit): readonly Shape[] {
  return [
    ...table.terrain
      .filter((piece) => treatmentOf(piece, tableUnit) === 'impassable')
      .map((piece) => piece.area),
    ...table.models
      .filter((m) => table.units.get(m.unit)?.side !== tableUnit.side)
      .map((m) => m.footprint),
  ];
}

/**
 * Whether `model` moving in straight legs through `waypoints` (where it is to
 * stand at each turn, rulebook p.16: "Movement is measured in straight lines,
 * but can be broken down into multiple smaller moves"; facing as it stands: it
 * turns once there) would enter one of the `barriers` (barriersOf): the test
 * checkMove makes of every move (overlapStretches). Touching one, as a model
 * in base contact does where it starts, is no crossing. A `ponderous` model
 * (rulebook p.16 Ponderous Movement) faces along each leg, forwards or
 * backwards, as checkMove has it (turning-template.ts ponderousLegFacings).
 */
export function crossesBarrier(
  barriers: readonly Shape[],
  unit: ArmyUnit,
  model: ModelState,
  waypoints: readonly Point[],
  ponderous = false,
): boolean {
  const moving: TableModel = {
    id: model.id,
    unit: unit.id,
    footprint: footprintOf(unit, model),
    facing: model.facing,
  };
  // The legs run between centre points; a model's place is its centre but for an off-centre outline.
  const centre = centreOf(moving.footprint);
  const offset = point(centre.x - model.x, centre.y - model.y);
  const centres = [point(model.x, model.y), ...waypoints].map((p) =>
    point(p.x + offset.x, p.y + offset.y),
  );
  const facings = ponderous
    ? ponderousLegFacings([point(model.x, model.y), ...waypoints], model.facing)
    : [];
  const legs: Leg[] = centres
    .slice(1)
    .map((b, i) => ({ a: centres[i] as Point, b, facing: facings[i] ?? model.facing }));
  return barriers.some((barrier) => overlapStretches(moving, legs, barrier).length > 0);
}
