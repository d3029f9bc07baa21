import type { Table } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { movementLimit } from './manoeuvre-limits.js';
import { reformAllowed } from './reform-allowed.js';
import { type TableState, tableOf } from './table-of.js';

/**
 * Whether plannedManoeuvre (same arguments) accepts a manoeuvre: its verdict
 * only, for a bot sampling many places. The same move is checked by the same
 * rules, but no IllegalChoice is made for a refusal, and moves that cannot be
 * legal (too far, or ending off the battlefield: move-bounds.ts) are refused
 * before their paths are checked exactly (reform-allowed.ts). A unit that
 * cannot form up there (rulebook p.14 Unit Coherency) is refused.
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
  via?: readonly At[],
): boolean {
  const limit = movementLimit(setup, unitId, kind, state.units) + bonus;
  return reformAllowed(table, unitId, at, facing, limit, via);
}
