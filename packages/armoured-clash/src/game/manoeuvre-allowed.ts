import { point, radians } from '@warroom/engine';
import type { UnitMove } from '../battlefield/movement/check-move.js';
import { certainlyIllegal } from '../battlefield/movement/move-bounds.js';
import { reformMove } from '../battlefield/movement/unit-moves.js';
import type { Table } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { movementLimit } from './manoeuvre-limits.js';
import { type TableState, tableOf } from './table-of.js';
import { checkManoeuvre, manoeuvreKey } from './checked-manoeuvre.js';

/**
 * Whether plannedManoeuvre (same arguments) accepts a manoeuvre: its verdict
 * only, for a bot sampling many places. The same move is checked by the same
 * rules, but no IllegalChoice is made for a refusal, and moves that cannot be
 * legal (too far, or ending off the battlefield: move-bounds.ts) are refused
 * before their paths are checked exactly. A unit that cannot form up there
 * (rulebook p.14 Unit Coherency) is refused.
 */
export function manoeuvreAllowed(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  kind: 'advance' | 'doubleTime',
  at: At,
  facing: number,
  bonus = 0,
  table: Table = tableOf(setup, state),
): boolean {
  const { units } = state;
  const limit = movementLimit(setup, unitId, kind, units) + bonus;
  let move: UnitMove;
  try {
    move = reformMove(table, unitId, point(at[0], at[1]), radians(facing), limit);
  } catch (error) {
    // As plannedManoeuvre's geometryOrIllegal: a formation geometry cannot make is refused.
    if (error instanceof RangeError || error instanceof TypeError) return false;
    throw error;
  }
  return (
    !certainlyIllegal(table, move) &&
    checkManoeuvre(table, manoeuvreKey(unitId, at, facing, limit), move).legal
  );
}
