import { EPSILON, type Shape, withinDistance } from '@warroom/engine';
import type { Side, Table, TableModel } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { checkModelStands, formedUpModels } from '../model-placement.js';
import { IllegalChoice } from '../rule-error.js';
import type { ModelState } from '../state.js';
import { armyUnit, footprintOf, tableUnitOf } from '../army-unit.js';
import { type TableState, tableOf } from '../table-of.js';

/** rulebook pp.43, 46: no model set up within 1" of an enemy unit (Disembark, Exit). */
export const ENEMY_CLEARANCE = 1;

/** Where a unit set aside comes back: near what, how near, and the rule that says so. */
export interface SetUpNear {
  /** Footprints every model must be within `reach` of (one of them). */
  readonly near: readonly Shape[];
  readonly reach: number;
  /** What `near` is, as the refusal names it ("its Transport unit"). */
  readonly what: string;
  readonly rule: string;
}

/**
 * A unit set aside (Embarked, Garrisoning) set up again on the battlefield: its
 * `count` models formed up around its Officer at `at`, facing `facing` degrees
 * (so in Unit Coherency), each within `reach` of `near`, none within 1" of an
 * enemy unit, on the battlefield, overlapping no model and no Impassable
 * Terrain; or an IllegalChoice naming the rule broken. Reads only the table.
 */
export function setUpNear(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  count: number,
  at: At,
  facing: number,
  where: SetUpNear,
  table: Table = tableOf(setup, state),
): ModelState[] {
  const { units } = state;
  // `table`: the table of `units`, when the caller has it already (a bot trying many places).
  const unitState = units[unitId];
  if (unitState === undefined) throw new RangeError(`unknown unit ${unitId}`);
  const unit = armyUnit(setup, unitId);
  const models = formedUpModels(unit, count, at, facing);
  const tableUnit = tableUnitOf(unit, unitState.side, models[0]?.id ?? '');
  const enemies = enemyModels(table, unitState.side);
  for (const model of models) {
    const footprint = footprintOf(unit, model);
    if (!withinReach(where, footprint))
      throw new IllegalChoice(
        where.rule,
        `${model.id} would not be within ${where.reach}" of ${where.what}`,
      );
    const near = enemyWithinClearance(enemies, footprint);
    if (near !== undefined)
      throw new IllegalChoice(where.rule, `${model.id} would be within 1" of the enemy ${near.id}`);
    checkModelStands(setup, table, tableUnit, model.id, footprint);
  }
  return models;
}

/** The models on the table of the units not on `side`. */
export function enemyModels(table: Table, side: Side): TableModel[] {
  return table.models.filter((m) => table.units.get(m.unit)?.side !== side);
}

/** Whether a model's footprint is within reach of what the unit comes back near. */
export function withinReach(where: SetUpNear, footprint: Shape): boolean {
  return where.near.some((n) => withinDistance(n, footprint, where.reach + EPSILON));
}

/** The first of `enemies` within 1" of a model's footprint (rulebook pp.43, 46), or undefined. */
export function enemyWithinClearance(
  enemies: readonly TableModel[],
  footprint: Shape,
): TableModel | undefined {
  return enemies.find((m) => withinDistance(m.footprint, footprint, ENEMY_CLEARANCE + EPSILON));
}
