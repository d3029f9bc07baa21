import { EPSILON, type Point, point } from '@warroom/engine';
import { legClearance } from '../battlefield/movement/swept-path.js';
import { treatmentOf } from '../battlefield/movement/terrain-treatment.js';
import { type Table, type TableUnit, centreOfModel } from '../battlefield/table.js';
import type { ArmyUnit } from './army.js';
import { footprintOf } from './army-unit.js';
import type { ModelState } from './state.js';

/**
 * rulebook p.41 Impassable Terrain: "A unit cannot move into or across
 * Impassable Terrain". Whether `model` moving in a straight line from where
 * it stands to `to` (facing as it stands; it turns once there) would cross or
 * enter a piece of `table`'s terrain that `tableUnit` treats as Impassable.
 * rulebook p.29 Withdrawing: the Officer moves 3" directly away, so its
 * straight line is the only way; the engine moves the other models straight
 * to their places too.
 */
export function crossesImpassable(
  table: Table,
  unit: ArmyUnit,
  tableUnit: TableUnit,
  model: ModelState,
  to: Point,
): boolean {
  const moving = {
    id: model.id,
    unit: unit.id,
    footprint: footprintOf(unit, model),
    facing: model.facing,
  };
  const a = centreOfModel(moving);
  const b = point(a.x + to.x - model.x, a.y + to.y - model.y);
  return table.terrain.some(
    (piece) =>
      treatmentOf(piece, tableUnit) === 'impassable' &&
      legClearance(moving, { a, b, facing: model.facing }, piece.area) < -EPSILON,
  );
}
