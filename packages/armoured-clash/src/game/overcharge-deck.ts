import { type CardValueCounts, countValues } from '../cards/card-values.js';
import type { GameSetup } from './army.js';
import type { Side } from '../battlefield/table.js';
import type { GameState } from './state.js';

/**
 * glossary: Overcharge: the cards an Overcharge of `side` may reveal, by Value
 * (what the odds weigh): its draw pile, or, when that is empty, its discard
 * pile, which is shuffled into a new one before the card is taken
 * (cards/command-deck.ts takeTopCard, rulebook p.21 Communications Breakdown).
 */
export function overchargeDeckOf(setup: GameSetup, state: GameState, side: Side): CardValueCounts {
  const { drawPile, discardPile } = state.players[side].deck.piles;
  const cards = setup.generals[side].deck.cards;
  return countValues(
    (drawPile.length > 0 ? drawPile : discardPile).map((id) => cards[id]?.value ?? 0),
  );
}
