import type { UnitMove } from '../battlefield/movement/check-move.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import type { GameState } from './state.js';
import { type TableState, tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';
import { checkedReform } from './reform-checked.js';

/**
 * The move of a free Advance: the Officer to `at` (through the points `via`,
 * a move broken into legs as an Advance may be: rulebook p.16), the unit
 * re-formed facing `facing` degrees, within `limit` inches instead of its
 * Speed, checked as every manoeuvre is (checkMove); throws IllegalChoice with the
 * first rule it breaks. Reads only what is on the table.
 */
export function plannedFreeAdvance(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
  limit: number,
  via?: readonly At[],
): UnitMove {
  const table = tableOf(setup, state);
  return checkedReform(table, unitId, at, facing, limit, via);
}

/**
 * Immediately after the active unit resolved its own attack, before its
 * Activation ends: the free Advance its rules give it (game step
 * ownAttackResolved: Hit & Run (X")). When there is one, the Activation waits
 * for its General to make it or to hold (`activation.freeAdvance`) and this
 * returns true; it is offered once per Activation.
 */
export function waitsForFreeAdvance(setup: GameSetup, state: GameState): boolean {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation?.attacked !== true || activation.freeAdvanceOffered === true) return false;
  if (unit === undefined || unit.annihilated) return false;
  activation.freeAdvanceOffered = true;
  const suppressed = unit.statuses.includes('suppressed');
  const aboard = unit.embarked !== undefined || unit.garrisoning !== undefined;
  const { freeAdvance } = unitStep(setup, unit.id, 'ownAttackResolved', { suppressed, aboard });
  if (freeAdvance === undefined) return false;
  activation.freeAdvance = freeAdvance;
  return true;
}
