import { type RngState, shuffleInPlace } from './rng.js';

/**
 * A face-down draw pile and a face-up discard pile of cards (of whatever card type:
 * ids, objects). The top of the draw pile is the last element, so drawing is a
 * `pop`. Shuffling uses the game's seeded generator, so a deck's order is part
 * of the reproducible game state and must never be shown to players.
 */
export interface CardPiles<C> {
  drawPile: C[];
  discardPile: C[];
}

/** New piles holding `cards`, shuffled. */
export function shuffledPiles<C>(rng: RngState, cards: readonly C[]): CardPiles<C> {
  const drawPile = cards.slice();
  shuffleInPlace(rng, drawPile);
  return { drawPile, discardPile: [] };
}

/** Takes the top card of the draw pile, or `undefined` if it is empty. */
export function drawTop<C>(piles: CardPiles<C>): C | undefined {
  return piles.drawPile.pop();
}

/** Places a card face up on the discard pile. */
export function discardCard<C>(piles: CardPiles<C>, card: C): void {
  piles.discardPile.push(card);
}

/** Shuffles the discard pile and makes it the new draw pile (the old draw pile must be empty). */
export function reshuffleDiscards<C>(rng: RngState, piles: CardPiles<C>): void {
  if (piles.drawPile.length > 0) {
    throw new Error('reshuffleDiscards: the draw pile is not empty');
  }
  piles.drawPile = piles.discardPile;
  piles.discardPile = [];
  shuffleInPlace(rng, piles.drawPile);
}
