import {
  type CardPiles,
  type RngState,
  discardCard,
  drawTop,
  reshuffleDiscards,
  shuffledPiles,
} from '@warroom/engine';
import { countValues } from './card-values.js';
import type { DeckDefinition } from './deck-definition.js';
import {
  type DisciplineModifier,
  type DisciplineTestResult,
  VOLUNTARY_FAILURE,
  disciplineTestPassed,
  modifiedDiscipline,
} from './discipline.js';

/** The Force Scales and their Hand Limits (rulebook p.21 Draw Cards, p.52). */
export const HAND_LIMIT = { skirmish: 4, battle: 5, cataclysm: 6 } as const;
export type ForceScale = keyof typeof HAND_LIMIT;

/**
 * One General's Command & Conquest cards (rulebook p.18): the deck, the discard
 * pile and the hand, as indices into the deck definition's `cards`. The deck's
 * order and the hand are hidden information: views for the other General must
 * leave them out.
 */
export interface CommandDeck {
  readonly piles: CardPiles<number>;
  readonly hand: number[];
  /** Communications Breakdown: no more cards are drawn into the hand (rulebook p.18). */
  communicationsBreakdown: boolean;
}

/** A shuffled deck of every card of the definition (rulebook p.18: shuffled during setup). */
export function newCommandDeck(rng: RngState, definition: DeckDefinition): CommandDeck {
  const cards = definition.cards.map((_, index) => index);
  return { piles: shuffledPiles(rng, cards), hand: [], communicationsBreakdown: false };
}

/**
 * Takes the top card of the deck. When that empties the deck, the General has
 * suffered a Communications Breakdown: the discard pile is shuffled at once to
 * make the new deck (rulebook p.18). If deck and discard pile are both empty
 * there is no card to take.
 */
export function takeTopCard(rng: RngState, deck: CommandDeck): number | undefined {
  if (deck.piles.drawPile.length === 0) breakDown(rng, deck);
  const card = drawTop(deck.piles);
  if (deck.piles.drawPile.length === 0) breakDown(rng, deck);
  return card;
}

function breakDown(rng: RngState, deck: CommandDeck): void {
  deck.communicationsBreakdown = true;
  reshuffleDiscards(rng, deck.piles);
}

/**
 * rulebook p.21 Draw Cards: draws until the hand holds `handLimit` cards; after a
 * Communications Breakdown no card is drawn into the hand. Returns the cards drawn.
 */
export function drawToHandLimit(rng: RngState, deck: CommandDeck, handLimit: number): number[] {
  const drawn: number[] = [];
  while (deck.hand.length < handLimit && !deck.communicationsBreakdown) {
    const card = takeTopCard(rng, deck);
    if (card === undefined) break;
    deck.hand.push(card);
    drawn.push(card);
  }
  return drawn;
}

/** Plays or discards a card from the hand onto the discard pile. */
export function discardFromHand(deck: CommandDeck, card: number): void {
  const at = deck.hand.indexOf(card);
  if (at < 0) throw new RangeError(`card ${card} is not in the hand`);
  deck.hand.splice(at, 1);
  discardCard(deck.piles, card);
}

/** How a Discipline Test is taken: its modifiers, or failed voluntarily (rulebook p.19). */
export interface DisciplineTestOptions {
  readonly modifiers?: readonly DisciplineModifier[];
  readonly failVoluntarily?: boolean;
}

/**
 * rulebook p.19 Discipline Tests: reveal the top card of the deck, pass if its
 * Value is at most the Discipline (with its modifiers), then discard it. A
 * voluntary failure draws no card.
 */
export function takeDisciplineTest(
  rng: RngState,
  deck: CommandDeck,
  definition: DeckDefinition,
  discipline: number,
  options: DisciplineTestOptions = {},
): DisciplineTestResult {
  if (options.failVoluntarily === true) return VOLUNTARY_FAILURE;
  const card = takeTopCard(rng, deck);
  if (card === undefined) return { kind: 'noCardToReveal', passed: false };
  discardCard(deck.piles, card);
  const cardValue = definition.cards[card]?.value ?? Number.POSITIVE_INFINITY;
  const tested = modifiedDiscipline(discipline, options.modifiers ?? []);
  return { kind: 'tested', cardValue, passed: disciplineTestPassed(cardValue, tested) };
}

/** The Values of the cards left in the deck, as the odds use them. */
export function deckValueCounts(deck: CommandDeck, definition: DeckDefinition): number[] {
  return countValues(deck.piles.drawPile.map((card) => definition.cards[card]?.value ?? 0));
}
