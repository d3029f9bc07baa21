import type { Table } from '../battlefield/table.js';
import type { GameSetup } from './army.js';

// Answers worked out from a table alone: a table is an immutable value, drawn for one setup.
const answers = new WeakMap<
  Table,
  { readonly setup: GameSetup; readonly known: Map<string, boolean> }
>();

/**
 * The answer of `work` for `key` on `table` (and `setup`): worked out once per
 * table, for a question whose answer depends on nothing else (the table is
 * kept while no model moves: game/table-of.ts). Another setup starts afresh.
 */
export function answerOnTable(
  setup: GameSetup,
  table: Table,
  key: string,
  work: () => boolean,
): boolean {
  let memo = answers.get(table);
  if (memo?.setup !== setup) {
    memo = { setup, known: new Map() };
    answers.set(table, memo);
  }
  const known = memo.known.get(key);
  if (known !== undefined) return known;
  const answer = work();
  memo.known.set(key, answer);
  return answer;
}
