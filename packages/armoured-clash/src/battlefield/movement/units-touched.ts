import { EPSILON, withinDistance } from '@warroom/engine';
import type { Table, TableModel } from '../table.js';

/** The other units a model's footprint touches, as a Charge may end (rulebook p.29 Secondary Combatants). */
export function unitsTouched(table: Table, model: TableModel): ReadonlySet<string> {
  const touched = new Set<string>();
  for (const other of table.models) {
    if (other.unit !== model.unit && withinDistance(model.footprint, other.footprint, EPSILON))
      touched.add(other.unit);
  }
  return touched;
}
