import type { Table } from '../battlefield/table.js';
import type { GameSetup } from './army.js';

/** Answers known on one table: by the question's flag (0 or 1), then the two units it names. */
type Known = readonly [Map<string, Map<string, boolean>>, Map<string, Map<string, boolean>>];

// Answers worked out from a table alone: a table is an immutable value, drawn for one setup.
const answers = new WeakMap<Table, { readonly setup: GameSetup; readonly known: Known }>();

/**
 * The answer of `work` to a question about units `first` and `second` (with a
 * flag) on `table` (and `setup`): worked out once per table, for a question
 * whose answer depends on nothing else (the table is kept while no model
 * moves: game/table-of.ts). Another setup starts afresh. Looked up by the
 * names themselves: no key is written for each question asked.
 */
export function answerOnTable(
  setup: GameSetup,
  table: Table,
  question: { readonly first: string; readonly second: string; readonly flag: boolean },
  work: () => boolean,
): boolean {
  let memo = answers.get(table);
  if (memo?.setup !== setup) {
    memo = { setup, known: [new Map(), new Map()] };
    answers.set(table, memo);
  }
  const byFirst = memo.known[question.flag ? 1 : 0];
  let bySecond = byFirst.get(question.first);
  if (bySecond === undefined) {
    bySecond = new Map();
    byFirst.set(question.first, bySecond);
  }
  const known = bySecond.get(question.second);
  if (known !== undefined) return known;
  const answer = work();
  bySecond.set(question.second, answer);
  return answer;
}
