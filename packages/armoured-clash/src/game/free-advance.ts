import { point, radians } from '@warroom/engine';
import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { reformMove } from '../battlefield/movement/unit-moves.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { geometryOrIllegal } from './geometry-or-illegal.js';
import { legPoints } from './move-legs.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { type TableState, tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';
import { checkedBefore, manoeuvreKey } from './checked-manoeuvre.js';

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
  // The free Advance a bot just found allowed on this table (freeAdvanceAllowed) is not checked again.
  const checked =
    via === undefined || via.length === 0
      ? checkedBefore(table, manoeuvreKey(unitId, at, facing, limit))
      : undefined;
  const move =
    checked?.move ??
    geometryOrIllegal('rulebook p.14 Unit Coherency', () =>
      reformMove(table, unitId, point(at[0], at[1]), radians(facing), limit, legPoints(via)),
    );
  const result = checked?.check ?? checkMove(table, move);
  if (!result.legal) throw new IllegalChoice(result.rule, result.message);
  return move;
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
