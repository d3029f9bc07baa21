import type { Table, TableModel } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import { armyUnit, footprintOf, tableUnitOf } from '../army-unit.js';
import type { At } from '../choice.js';
import { formedUpModelsOrRefusal, modelStandsRefusal } from '../model-placement.js';
import { IllegalChoice } from '../rule-error.js';
import { type TableState, tableOf } from '../table-of.js';
import { type SetUpNear, enemyModels, enemyWithinClearance, withinReach } from './set-up-near.js';

/**
 * Whether setUpNear (same arguments) sets the unit up: its verdict only, for a
 * bot trying many places. The same rules, each model checked where it stands
 * first (on the battlefield, overlapping no model or Impassable Terrain: the
 * refusal most places near a Transport meet, its own models in the way), then
 * within reach, then clear of enemy units; no IllegalChoice made for a refusal.
 */
export function setUpNearAllowed(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  count: number,
  at: At,
  facing: number,
  where: SetUpNear,
  table: Table = tableOf(setup, state),
): boolean {
  const unitState = state.units[unitId];
  if (unitState === undefined) throw new RangeError(`unknown unit ${unitId}`);
  const unit = armyUnit(setup, unitId);
  const models = formedUpModelsOrRefusal(unit, count, at, facing);
  if (models instanceof IllegalChoice) return false;
  const tableUnit = tableUnitOf(unit, unitState.side, models[0]?.id ?? '');
  let enemies: readonly TableModel[] | undefined;
  return models.every((model) => {
    const footprint = footprintOf(unit, model);
    return (
      modelStandsRefusal(setup, table, tableUnit, model.id, footprint) === undefined &&
      withinReach(where, footprint) &&
      enemyWithinClearance((enemies ??= enemyModels(table, unitState.side)), footprint) ===
        undefined
    );
  });
}
