import type { Point } from '@warroom/engine';
import { type FormationBlock, arcOfBlock, arcOfPoint, rollingStockArc } from './arcs.js';
import { formationBlock } from './coherency.js';
import { type Table, type TableModel, centreOfModel, modelsOf } from './table.js';
import { sightTraitsOf } from './unit-traits.js';

/** A model's Front Arc holds `p`: from its centre (rulebook p.11), either Front Arc of Rolling Stock. */
function modelFacesPoint(model: TableModel, rollingStock: boolean, p: Point): boolean {
  const centre = centreOfModel(model);
  return rollingStock
    ? rollingStockArc(centre, model.facing, p) === 'front'
    : arcOfPoint(centre, model.facing, p) === 'front';
}

// Tables are immutable values (sight-index.ts): a block worked out for one of
// their units stays right for it. Many attacks on a table measure from the
// same target's block (every attacker weighed against it by a bot).
const blocks = new WeakMap<Table, Map<string, FormationBlock>>();

/** formationBlock (coherency.ts) of the unit on the table, worked out once per table and unit. */
export function keptFormationBlock(table: Table, unitId: string): FormationBlock {
  let known = blocks.get(table);
  if (known === undefined) {
    known = new Map();
    blocks.set(table, known);
  }
  const kept = known.get(unitId);
  if (kept !== undefined) return kept;
  const block = formationBlock(table, unitId);
  known.set(unitId, block);
  return block;
}

/**
 * Whether a point lies within a unit's Front Arc, as glossary: Resilient (Front)
 * reads it: a Close Formation unit's arcs extend from the corners of its block
 * (rulebook p.15); an Open Formation unit's from each model (rulebook p.11), and
 * the point must be within the Front Arc of at least half of its models. False
 * for a unit with no models on the table (Garrisoning: rulebook p.43).
 */
export function withinUnitFrontArc(table: Table, unitId: string, p: Point): boolean {
  const unit = table.units.get(unitId);
  const models = modelsOf(table, unitId);
  if (unit === undefined || models.length === 0) return false;
  const rollingStock = sightTraitsOf(unit).rollingStock;
  if (unit.formation === 'close' && !rollingStock) {
    return arcOfBlock(keptFormationBlock(table, unitId), p) === 'front';
  }
  const facing = models.filter((m) => modelFacesPoint(m, rollingStock, p)).length;
  return 2 * facing >= models.length;
}

/** Whether the attacking unit's Officer lies within the target unit's Front Arc (withinUnitFrontArc). */
export function officerInFrontArc(table: Table, attackerId: string, targetId: string): boolean {
  const officerId = table.units.get(attackerId)?.officer;
  const officer = table.models.find((m) => m.id === officerId);
  return officer !== undefined && withinUnitFrontArc(table, targetId, centreOfModel(officer));
}
