import { type MoveCheck, type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import type { Table } from '../battlefield/table.js';
import type { At } from './choice.js';

/**
 * What makes a manoeuvre in one leg: the unit, where its Officer ends, facing,
 * and its Movement Limit. It names the move exactly, whatever made it: the
 * move is reformMove(table, unit, at, facing, limit) and its verdict
 * checkMove(table, move), neither reading another thing, so the manoeuvre's
 * own flags need no place in it. An Advance, a Double Time (rulebook p.24), a
 * free Advance (glossary: Vanguard (X"), Hit & Run (X")) or a Command's bonus
 * inches (Forced March) reach it only through `limit` (plannedManoeuvre,
 * plannedFreeAdvance, manoeuvreAllowed, freeAdvanceAllowed: movementLimit +
 * bonus, or the free Advance's X"); two of them with the same limit to the same
 * place make the same move with the same verdict. Ponderous turns are the
 * unit's trait on the table, read from it by checkMove; what else a kind of
 * move refuses (Reduced Capability's Double Time, Pathfinders) is checked by
 * its caller outside this memo (movement-step.ts).
 */
export interface ManoeuvreKey {
  readonly unit: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly limit: number;
}

/** A manoeuvre checked on a table: the move made and checkMove's verdict. */
interface Checked {
  readonly key: ManoeuvreKey;
  readonly move: UnitMove;
  readonly check: MoveCheck;
}

// The last manoeuvre checked on each table: a bot's legal try is checked again as its choice is applied.
const lastChecked = new WeakMap<Table, Checked>();

/** The key of a manoeuvre (compared field by field: no text is made for the many a bot tries). */
export function manoeuvreKey(unit: string, at: At, facing: number, limit: number): ManoeuvreKey {
  return { unit, x: at[0], y: at[1], facing, limit };
}

function sameManoeuvre(a: ManoeuvreKey, b: ManoeuvreKey): boolean {
  return (
    a.unit === b.unit && a.x === b.x && a.y === b.y && a.facing === b.facing && a.limit === b.limit
  );
}

/**
 * checkMove of `move`, the manoeuvre `key` names on `table` (both pure: the
 * same key on the same table makes the same move, with the same verdict),
 * remembered as the table's last one checked.
 */
export function checkManoeuvre(table: Table, key: ManoeuvreKey, move: UnitMove): MoveCheck {
  const check = checkMove(table, move);
  lastChecked.set(table, { key, move, check });
  return check;
}

/** The move and verdict of manoeuvre `key` when it is the last one checked on `table`. */
export function checkedBefore(
  table: Table,
  key: ManoeuvreKey,
): { readonly move: UnitMove; readonly check: MoveCheck } | undefined {
  const last = lastChecked.get(table);
  return last !== undefined && sameManoeuvre(last.key, key) ? last : undefined;
}
