import type { Table } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { reformAllowed } from './reform-allowed.js';
import { type TableState, tableOf } from './table-of.js';

/**
 * Whether plannedFreeAdvance (same arguments) accepts a free Advance
 * (glossary: Vanguard (X"), Hit & Run (X")): its verdict only, for a bot
 * sampling many places (reform-allowed.ts: the same rules, no IllegalChoice
 * for a refusal). A legal one found is not checked again as it is made.
 */
export function freeAdvanceAllowed(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
  limit: number,
  table: Table = tableOf(setup, state),
  via?: readonly At[],
): boolean {
  return reformAllowed(table, unitId, at, facing, limit, via);
}
