import { MAX_CARD_VALUE, MIN_CARD_VALUE } from '@warroom/armoured-clash';
import { UsageError } from './usage-error.js';

/** A whole number flag value from `min` to `max`. */
export function wholeNumber(
  flag: string,
  text: string | undefined,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (text === undefined) throw new UsageError(`--${flag} is required`);
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min) {
    throw new UsageError(`--${flag} must be a whole number of at least ${min}, got "${text}"`);
  }
  if (value > max) throw new UsageError(`--${flag} can be at most ${max}, got ${value}`);
  return value;
}

/** An optional whole number flag, `fallback` when absent. */
export function optionalWholeNumber(
  flag: string,
  text: string | undefined,
  min: number,
  fallback: number,
): number {
  return text === undefined ? fallback : wholeNumber(flag, text, min);
}

/** One of a list of words. */
export function oneOf<T extends string>(flag: string, text: string, allowed: readonly T[]): T {
  const found = allowed.find((word) => word === text);
  if (found === undefined) {
    throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}, got "${text}"`);
  }
  return found;
}

/** More cards of one Value than this is surely a typing slip. */
const MOST_CARDS_OF_A_VALUE = 1000;

/**
 * The cards left in a deck as `value:count` pairs, e.g. `1:2,2:2,...,12:2`.
 * Values not named hold no cards.
 */
export function deckComposition(flag: string, text: string): number[] {
  const counts = new Array<number>(MAX_CARD_VALUE + 1).fill(0);
  const seen = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(part);
    if (match?.[1] === undefined || match[2] === undefined) {
      throw new UsageError(`--${flag}: "${part}" is not value:count (e.g. 7:3)`);
    }
    const value = Number(match[1]);
    if (value < MIN_CARD_VALUE || value > MAX_CARD_VALUE) {
      throw new UsageError(
        `--${flag}: card value ${value} is outside ${MIN_CARD_VALUE}-${MAX_CARD_VALUE}`,
      );
    }
    if (seen.has(value)) throw new UsageError(`--${flag}: card value ${value} is given twice`);
    seen.add(value);
    const count = Number(match[2]);
    if (count > MOST_CARDS_OF_A_VALUE) {
      throw new UsageError(
        `--${flag}: ${count} cards of value ${value} is more than any deck holds`,
      );
    }
    counts[value] = count;
  }
  if (counts.every((n) => n === 0)) throw new UsageError(`--${flag}: the deck holds no cards`);
  return counts;
}
