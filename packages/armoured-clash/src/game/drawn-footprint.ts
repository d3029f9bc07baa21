import type { TableModel } from '../battlefield/table.js';
import type { ArmyUnit } from './army.js';
import { footprintOf } from './army-unit.js';
import type { ModelState } from './state.js';

// A model's placement is replaced when it moves, never changed in place: it is drawn once per placement.
const drawnModels = new WeakMap<
  ModelState,
  { readonly unit: ArmyUnit; readonly drawn: TableModel }
>();

/**
 * A model as the table draws it (its footprint by its unit's profile),
 * remembered for each placement of a model and the profile it is drawn with:
 * tables drawn while it stays put share it.
 */
export function drawnModel(unit: ArmyUnit, model: ModelState): TableModel {
  const known = drawnModels.get(model);
  if (known?.unit === unit) return known.drawn;
  const drawn: TableModel = {
    id: model.id,
    unit: unit.id,
    footprint: footprintOf(unit, model),
    facing: model.facing,
  };
  drawnModels.set(model, { unit, drawn });
  return drawn;
}
