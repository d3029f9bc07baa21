import type { Decision, GameSetup, HiddenCards, PlayerView } from '@warroom/armoured-clash';

const GENERAL = { a: 'General A', b: 'General B' } as const;

/** What anyone at the table knows of a General's cards (rulebook p.18): how many in hand and in the deck, the discards. */
function cardsKnown(cards: HiddenCards): string {
  return `${cards.handSize} in hand, ${cards.deckSize} in the deck, ${cards.discardPile.length} discarded`;
}

/**
 * `warroom run --as a|b` as text: what that General sees that the event log
 * does not say: the Values of the cards in their own hand, only the counts of
 * the other's (rulebook p.18: the hand is hidden, the deck's order unknown to
 * both), and the next decision when it is theirs to make.
 */
export function viewLines(
  setup: GameSetup,
  view: PlayerView,
  next: Decision | undefined,
): string[] {
  const other = view.as === 'a' ? 'b' : 'a';
  const { cards } = setup.generals[view.as].deck;
  const values = view.own.hand.map((card) => cards[card]?.value ?? card);
  const lines = [
    `as ${GENERAL[view.as]}: hand ${values.length === 0 ? 'empty' : `of Values ${values.join(', ')}`}; ${cardsKnown(view.own)}`,
    `${GENERAL[other]}: ${cardsKnown(view.opponent)}`,
  ];
  if (next !== undefined && next.player === view.as)
    lines.push(`next: ${GENERAL[view.as]} decides: ${next.prompt}`);
  return lines;
}
