import { EPSILON, type Shape, distanceBetween } from '@warroom/engine';
import type { Table } from '../battlefield/table.js';
import { standingModels } from '../battlefield/garrison.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import type { ModelState, UnitState } from './state.js';

/**
 * The Footprints of the attacking unit, which losses are measured from
 * (rulebook p.34 Destroying Models: the model closest to the attacking unit;
 * p.11 Measuring Distances: between the closest points of the footprints). A
 * Garrisoning unit stands as its building (rulebook p.44).
 */
export type AttackingUnit = readonly Shape[];

/** The Footprints of `unitId` on the table, as the attacking unit losses are measured from. */
export function attackingUnit(table: Table, unitId: string): AttackingUnit {
  return standingModels(table, unitId).map((m) => m.footprint);
}

/** How far each model of the unit stands from the attacking unit (its closest footprint), by model id. */
export function reachOf(
  setup: GameSetup,
  unitState: UnitState,
  from: AttackingUnit,
): ReadonlyMap<string, number> {
  const unit = armyUnit(setup, unitState.id);
  const reach = new Map<string, number>();
  for (const model of unitState.models) {
    const footprint = footprintOf(unit, model);
    let closest = Number.POSITIVE_INFINITY;
    for (const shape of from) closest = Math.min(closest, distanceBetween(footprint, shape));
    reach.set(model.id, closest);
  }
  return reach;
}

/**
 * rulebook p.34 Destroying Models, Open Formation: the model closest to the
 * attacking unit (`reach`: reachOf, measured before the losses). Models equally
 * close (within EPSILON) are the General's choice; the engine's until it
 * becomes a decision: a model that is not the Officer (p.35 Loss of an
 * Officer would Disorder the unit), then the first in model order.
 * `among`: the only models that may be Destroyed (rulebook p.26 Exposed).
 */
export function closestModel(
  unitState: UnitState,
  reach: ReadonlyMap<string, number>,
  among?: readonly string[],
): ModelState | undefined {
  let chosen: ModelState | undefined;
  let closest = Number.POSITIVE_INFINITY;
  for (const model of unitState.models) {
    if (among !== undefined && !among.includes(model.id)) continue;
    const d = reach.get(model.id) ?? Number.POSITIVE_INFINITY;
    const tiedWithOfficer = chosen?.id === unitState.officer && d <= closest + EPSILON;
    if (chosen === undefined || d < closest - EPSILON || tiedWithOfficer) {
      chosen = model;
      closest = Math.min(closest, d);
    }
  }
  return chosen;
}
