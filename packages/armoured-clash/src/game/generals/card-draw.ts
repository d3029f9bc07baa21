import { type RngState, drawTop, shuffledPiles } from '@warroom/engine';
import type { Side } from '../../battlefield/table.js';
import type { DeckDefinition } from '../../cards/deck-definition.js';

/** One draw of a card by each General: the card ids drawn from their decks. */
export interface DrawnPair {
  readonly a: number;
  readonly b: number;
}

/** A card draw between the Generals (rulebook pp.56-57): every pair drawn, in order, and the General whose card was highest. */
export interface CardDraw {
  readonly draws: readonly DrawnPair[];
  readonly winner: Side;
}

function valueOf(deck: DeckDefinition, card: number): number {
  return deck.cards[card]?.value ?? 0;
}

/** The Values of the cards of a draw, pair by pair, as the Generals see them: `9 against 4`, `5 against 5, then 2 against 7`. */
export function drawShown(
  decks: { readonly a: DeckDefinition; readonly b: DeckDefinition },
  draw: CardDraw,
): string {
  return draw.draws
    .map((pair) => `${valueOf(decks.a, pair.a)} against ${valueOf(decks.b, pair.b)}`)
    .join(', then ');
}

/** Why the Generals' decks can never settle a draw (both hold only cards of one same Value), or undefined. */
export function cardDrawProblem(decks: {
  readonly a: DeckDefinition;
  readonly b: DeckDefinition;
}): string | undefined {
  const values = new Set([...decks.a.cards, ...decks.b.cards].map((card) => card.value));
  if (decks.a.cards.length === 0 || decks.b.cards.length === 0)
    return 'a General has no card to draw';
  return values.size > 1
    ? undefined
    : `both decks hold only cards of Value ${[...values].join('')}: no draw can be won`;
}

/**
 * rulebook pp.56-57: each General draws a card from their Command & Conquest
 * deck; the highest Value wins; equal Values draw again. The cards are then
 * shuffled back: the decks this is drawn from are shuffled copies, the
 * caller's decks are not touched (shuffle them again after). Throws RangeError
 * when no draw can ever be won (cardDrawProblem), naming `rule`, the draw's page.
 */
export function cardDraw(
  rng: RngState,
  decks: { readonly a: DeckDefinition; readonly b: DeckDefinition },
  rule: string,
): CardDraw {
  const problem = cardDrawProblem(decks);
  if (problem !== undefined) throw new RangeError(`${rule}: ${problem}`);
  const ids = (deck: DeckDefinition): number[] => deck.cards.map((_, index) => index);
  const piles = { a: shuffledPiles(rng, ids(decks.a)), b: shuffledPiles(rng, ids(decks.b)) };
  const draw = (side: Side): number => {
    if (piles[side].drawPile.length === 0) piles[side] = shuffledPiles(rng, ids(decks[side]));
    return drawTop(piles[side]) ?? 0;
  };
  const draws: DrawnPair[] = [];
  for (;;) {
    const pair = { a: draw('a'), b: draw('b') };
    draws.push(pair);
    const a = valueOf(decks.a, pair.a);
    const b = valueOf(decks.b, pair.b);
    if (a !== b) return { draws, winner: a > b ? 'a' : 'b' };
  }
}
