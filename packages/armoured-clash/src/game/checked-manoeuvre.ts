import { type MoveCheck, type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import type { Table } from '../battlefield/table.js';
import type { At } from './choice.js';

/** A manoeuvre checked on a table: the move made and checkMove's verdict. */
interface Checked {
  readonly key: string;
  readonly move: UnitMove;
  readonly check: MoveCheck;
}

// The last manoeuvre checked on each table: a bot's legal try is checked again as its choice is applied.
const lastChecked = new WeakMap<Table, Checked>();

/** What makes a manoeuvre in one leg: the unit, where its Officer ends, facing, and its Movement Limit. */
export function manoeuvreKey(unitId: string, at: At, facing: number, limit: number): string {
  return `${unitId} ${at[0]} ${at[1]} ${facing} ${limit}`;
}

/**
 * checkMove of `move`, the manoeuvre `key` names on `table` (both pure: the
 * same key on the same table makes the same move, with the same verdict),
 * remembered as the table's last one checked.
 */
export function checkManoeuvre(table: Table, key: string, move: UnitMove): MoveCheck {
  const check = checkMove(table, move);
  lastChecked.set(table, { key, move, check });
  return check;
}

/** The move and verdict of manoeuvre `key` when it is the last one checked on `table`. */
export function checkedBefore(
  table: Table,
  key: string,
): { readonly move: UnitMove; readonly check: MoveCheck } | undefined {
  const last = lastChecked.get(table);
  return last?.key === key ? last : undefined;
}
