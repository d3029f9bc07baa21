import {
  type CardValueCounts,
  type GameSetup,
  type GameState,
  type Side,
  countValues,
  overchargeDeckOf,
} from '@warroom/armoured-clash';

/**
 * glossary: Overcharge: the cards `side`'s General may reveal for an
 * Overcharge, as `asker` can know them: its own draw pile (its order unseen);
 * the other General's draw pile and hand together (the hand is unseen too, so
 * each unseen card is as likely to be on top), as the Suppression Test's odds
 * count them; an empty draw pile, the discard pile shuffled into a new one
 * (overchargeDeckOf).
 */
export function overchargeCardsKnown(
  setup: GameSetup,
  state: GameState,
  side: Side,
  asker: Side,
): CardValueCounts {
  const { deck } = state.players[side];
  if (side === asker || deck.piles.drawPile.length === 0) {
    return overchargeDeckOf(setup, state, side);
  }
  const unseen = [...deck.piles.drawPile, ...deck.hand];
  return countValues(unseen.map((card) => setup.generals[side].deck.cards[card]?.value ?? 0));
}
