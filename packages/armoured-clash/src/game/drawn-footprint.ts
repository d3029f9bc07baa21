import type { TableModel } from '../battlefield/table.js';
import type { ArmyUnit } from './army.js';
import { footprintOf } from './army-unit.js';
import type { ModelState } from './state.js';

// A model's placement is replaced when it moves, never changed in place: its footprint is worked out once per placement.
const footprints = new WeakMap<
  ModelState,
  { readonly unit: ArmyUnit; readonly footprint: TableModel['footprint'] }
>();

/** footprintOf, remembered for each placement of a model (and the profile it is drawn with). */
export function drawnFootprint(unit: ArmyUnit, model: ModelState): TableModel['footprint'] {
  const known = footprints.get(model);
  if (known?.unit === unit) return known.footprint;
  const footprint = footprintOf(unit, model);
  footprints.set(model, { unit, footprint });
  return footprint;
}
