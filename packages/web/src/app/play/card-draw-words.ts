import type { Side } from './game-types.js';

/** One draw of a card by each General, each card in words ("Stand Firm (Value 7)"). */
export interface NamedPair {
  readonly a: string;
  readonly b: string;
}

/**
 * A card draw between the Generals in words (rulebook pp.56-57: each draws a
 * card, the highest wins, equal cards draw again): every pair in order, by the
 * Generals' names (before the draw neither is General A), then who won and
 * what they decide.
 */
export function cardDrawText(
  pairs: readonly NamedPair[],
  names: { readonly a: string; readonly b: string },
  winner: Side,
  decides: string,
): string {
  const drawn = pairs.map(
    (pair, i) =>
      `${i === 0 ? '' : 'equal, so again: '}${names.a} drew ${pair.a}, ${names.b} drew ${pair.b}`,
  );
  return `${drawn.join('; ')}. ${names[winner]} drew the highest card and ${decides}.`;
}
