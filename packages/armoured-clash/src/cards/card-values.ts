import { disciplineTestPassed } from './discipline.js';

/** The lowest and highest Card Value of a Command & Conquest card (rulebook p.18). */
export const MIN_CARD_VALUE = 1;
export const MAX_CARD_VALUE = 12;

/**
 * How many cards of each Value a deck holds: `counts[v]` for v = 1..12
 * (`counts[0]` unused). What the odds know of a deck whose order is hidden.
 */
export type CardValueCounts = readonly number[];

export function totalCards(counts: CardValueCounts): number {
  let total = 0;
  for (let v = MIN_CARD_VALUE; v <= MAX_CARD_VALUE; v++) total += counts[v] ?? 0;
  return total;
}

/** The probability that the top card of a shuffled deck fails a Discipline test at `discipline`. */
export function probabilityAbove(counts: CardValueCounts, discipline: number): number {
  const total = totalCards(counts);
  if (total === 0) throw new RangeError('the deck holds no cards');
  let failing = 0;
  for (let v = MIN_CARD_VALUE; v <= MAX_CARD_VALUE; v++) {
    if (!disciplineTestPassed(v, discipline)) failing += counts[v] ?? 0;
  }
  return failing / total;
}

/** The counts of each Value among some cards. */
export function countValues(values: Iterable<number>): number[] {
  const counts = new Array<number>(MAX_CARD_VALUE + 1).fill(0);
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
