import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { seedRng } from '@warroom/engine';
import { countValues, totalCards } from './card-values.js';
import {
  type CommandDeck,
  HAND_LIMIT,
  deckValueCounts,
  discardFromHand,
  drawToHandLimit,
  newCommandDeck,
  takeDisciplineTest,
  takeTopCard,
} from './command-deck.js';
import type { DeckDefinition } from './deck-definition.js';
import { deckOf } from '../testing/deck-fixture.js';

/** Values 1-12, three of each, like the sample deck. */
const FULL_VALUES = Array.from({ length: 36 }, (_, i) => (i % 12) + 1);
const FULL_DECK = deckOf(FULL_VALUES);

const ascending = (cards: readonly number[]): number[] => [...cards].sort((a, b) => a - b);
const indices = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** Every card index of the definition is in exactly one place: deck, discard pile or hand. */
function assertCardsConserved(deck: CommandDeck, definition: DeckDefinition): void {
  const everywhere = [...deck.piles.drawPile, ...deck.piles.discardPile, ...deck.hand];
  assert.deepEqual(ascending(everywhere), indices(definition.cards.length));
}

describe('newCommandDeck (rulebook p.18: each General shuffles their deck during setup)', () => {
  it('rulebook p.18 setup: the deck holds every card index exactly once, with an empty hand and discard pile', () => {
    const deck = newCommandDeck(seedRng(1), FULL_DECK);
    assert.deepEqual(ascending(deck.piles.drawPile), indices(36));
    assert.deepEqual(deck.piles.discardPile, []);
    assert.deepEqual(deck.hand, []);
    assert.equal(deck.communicationsBreakdown, false);
  });

  it('rulebook p.18 setup: the same seed shuffles the deck into the same order', () => {
    for (const seed of [0, 1, 42, 'warroom']) {
      const a = newCommandDeck(seedRng(seed), FULL_DECK);
      const b = newCommandDeck(seedRng(seed), FULL_DECK);
      assert.deepEqual(a.piles.drawPile, b.piles.drawPile);
    }
  });

  it('rulebook p.18 setup: different seeds shuffle the deck into different orders', () => {
    const orders = [1, 2, 3, 4, 5].map((seed) =>
      newCommandDeck(seedRng(seed), FULL_DECK).piles.drawPile.join(','),
    );
    assert.equal(new Set(orders).size, orders.length);
  });

  for (const [scale, limit] of Object.entries(HAND_LIMIT)) {
    it(`rulebook p.21 Draw Cards and rulebook p.53 Hand Limit: a ${scale} General draws up to ${limit} cards, from the top of the deck`, () => {
      const rng = seedRng(`draw ${scale}`);
      const deck = newCommandDeck(rng, FULL_DECK);
      const top = deck.piles.drawPile.slice(-limit).reverse();
      const drawn = drawToHandLimit(rng, deck, limit);
      assert.deepEqual(drawn, top);
      assert.deepEqual(deck.hand, top);
      assert.equal(deck.piles.drawPile.length, 36 - limit);
      assert.equal(deck.communicationsBreakdown, false);
      assertCardsConserved(deck, FULL_DECK);
    });
  }

  it('rulebook p.21 Draw Cards: a full hand draws nothing and returns no cards', () => {
    const rng = seedRng(3);
    const deck = newCommandDeck(rng, FULL_DECK);
    drawToHandLimit(rng, deck, HAND_LIMIT.battle);
    const hand = deck.hand.slice();
    const pile = deck.piles.drawPile.slice();
    assert.deepEqual(drawToHandLimit(rng, deck, HAND_LIMIT.battle), []);
    assert.deepEqual(deck.hand, hand);
    assert.deepEqual(deck.piles.drawPile, pile);
  });

  it('rulebook p.21 Draw Cards: after discarding from the hand, only the missing cards are drawn', () => {
    const rng = seedRng(4);
    const deck = newCommandDeck(rng, FULL_DECK);
    drawToHandLimit(rng, deck, HAND_LIMIT.skirmish);
    const [first, second] = deck.hand;
    assert.ok(first !== undefined && second !== undefined);
    discardFromHand(deck, first);
    discardFromHand(deck, second);
    assert.deepEqual(deck.piles.discardPile, [first, second]);
    const drawn = drawToHandLimit(rng, deck, HAND_LIMIT.skirmish);
    assert.equal(drawn.length, 2);
    assert.equal(deck.hand.length, HAND_LIMIT.skirmish);
    assertCardsConserved(deck, FULL_DECK);
  });

  it('rulebook p.18: only a card that is in the hand can be discarded from it', () => {
    const rng = seedRng(5);
    const deck = newCommandDeck(rng, FULL_DECK);
    const notInHand = deck.piles.drawPile[0];
    assert.ok(notInHand !== undefined);
    assert.throws(() => discardFromHand(deck, notInHand), RangeError);
  });
});

describe('Communications Breakdown (rulebook p.18)', () => {
  it('rulebook p.18 Communications Breakdown: the discard pile is reshuffled into a new deck when the deck runs out', () => {
    const definition = deckOf([1, 2, 3, 4, 5, 6]);
    const rng = seedRng(6);
    const deck = newCommandDeck(rng, definition);
    drawToHandLimit(rng, deck, 4);
    const discarded = deck.hand.slice(0, 3);
    for (const card of discarded) discardFromHand(deck, card);
    assert.equal(deck.piles.drawPile.length, 2);

    const first = takeTopCard(rng, deck);
    assert.notEqual(first, undefined);
    assert.equal(deck.communicationsBreakdown, false);
    const last = takeTopCard(rng, deck);
    assert.notEqual(last, undefined);
    assert.equal(deck.communicationsBreakdown, true);
    assert.deepEqual(ascending(deck.piles.drawPile), ascending(discarded));
    assert.deepEqual(deck.piles.discardPile, []);
  });

  it('rulebook p.18 Communications Breakdown: the deck running out during Draw Cards stops the drawing', () => {
    const definition = deckOf([1, 2, 3, 4, 5, 6, 7, 8]);
    const rng = seedRng(7);
    const deck = newCommandDeck(rng, definition);
    drawToHandLimit(rng, deck, 5);
    const discarded = deck.hand.slice(0, 4);
    for (const card of discarded) discardFromHand(deck, card);
    const lastThree = deck.piles.drawPile.slice().reverse();
    assert.equal(lastThree.length, 3);

    const drawn = drawToHandLimit(rng, deck, 5);
    assert.deepEqual(drawn, lastThree);
    assert.equal(deck.hand.length, 4);
    assert.equal(deck.communicationsBreakdown, true);
    assert.deepEqual(ascending(deck.piles.drawPile), ascending(discarded));
    assertCardsConserved(deck, definition);
  });

  it('rulebook p.18 Communications Breakdown: afterwards no card is drawn into the hand', () => {
    const definition = deckOf([1, 2, 3, 4, 5, 6]);
    const rng = seedRng(8);
    const deck = newCommandDeck(rng, definition);
    drawToHandLimit(rng, deck, 6);
    assert.equal(deck.communicationsBreakdown, true);
    for (const card of deck.hand.slice(0, 4)) discardFromHand(deck, card);
    // The discards wait in the discard pile; the new deck (made of no discards) is empty.
    assert.deepEqual(drawToHandLimit(rng, deck, 6), []);
    assert.equal(deck.hand.length, 2);

    // With cards in the new deck, still none is drawn into the hand.
    const test = takeDisciplineTest(rng, deck, definition, 12);
    assert.equal(test.kind, 'tested');
    assert.ok(deck.piles.drawPile.length > 0);
    const pile = deck.piles.drawPile.slice();
    assert.deepEqual(drawToHandLimit(rng, deck, 6), []);
    assert.equal(deck.hand.length, 2);
    assert.deepEqual(deck.piles.drawPile, pile);
  });

  it('rulebook p.18 Communications Breakdown: Discipline Tests still reveal cards from the new deck', () => {
    const definition = deckOf([1, 2, 3, 4, 5, 6, 7, 8]);
    const rng = seedRng(9);
    const deck = newCommandDeck(rng, definition);
    drawToHandLimit(rng, deck, 5);
    for (const card of deck.hand.slice()) discardFromHand(deck, card);
    drawToHandLimit(rng, deck, 5);
    assert.equal(deck.communicationsBreakdown, true);
    const newDeck = deck.piles.drawPile.slice();
    assert.equal(newDeck.length, 5);

    for (let i = newDeck.length - 1; i >= 1; i--) {
      const card = newDeck[i];
      assert.ok(card !== undefined);
      const result = takeDisciplineTest(rng, deck, definition, 12);
      assert.deepEqual(result, {
        kind: 'tested',
        cardValue: definition.cards[card]?.value,
        passed: true,
      });
      assert.equal(deck.piles.discardPile.at(-1), card);
      assertCardsConserved(deck, definition);
    }
  });

  it('rulebook p.18 Communications Breakdown: with deck and discard pile both empty, a Discipline Test has no card to reveal', () => {
    const definition = deckOf([3, 6, 9, 12]);
    const rng = seedRng(10);
    const deck = newCommandDeck(rng, definition);
    drawToHandLimit(rng, deck, HAND_LIMIT.skirmish);
    assert.equal(deck.hand.length, 4);
    assert.equal(deck.communicationsBreakdown, true);
    assert.deepEqual(deck.piles.drawPile, []);
    assert.deepEqual(deck.piles.discardPile, []);

    assert.deepEqual(takeDisciplineTest(rng, deck, definition, 12), {
      kind: 'noCardToReveal',
      passed: false,
    });
    assert.equal(takeTopCard(rng, deck), undefined);
    assert.equal(deck.hand.length, 4);
  });

  it('rulebook p.18: cards are never lost or duplicated by drawing, discarding, testing and breakdowns', () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('draw' as const), limit: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ kind: fc.constant('discard' as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant('test' as const),
        discipline: fc.integer({ min: 0, max: 12 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer(),
        fc.array(operation, { maxLength: 40 }),
        (size, seed, operations) => {
          const definition = deckOf(FULL_VALUES.slice(0, size));
          const rng = seedRng(seed);
          const deck = newCommandDeck(rng, definition);
          for (const op of operations) {
            const brokenDown = deck.communicationsBreakdown;
            if (op.kind === 'draw') {
              const before = deck.hand.length;
              const drawn = drawToHandLimit(rng, deck, op.limit);
              if (brokenDown) assert.deepEqual(drawn, []);
              assert.equal(deck.hand.length, before + drawn.length);
              assert.ok(drawn.length === 0 || deck.hand.length <= op.limit);
            } else if (op.kind === 'discard') {
              const card = deck.hand[op.at % Math.max(1, deck.hand.length)];
              if (card !== undefined) discardFromHand(deck, card);
            } else {
              const result = takeDisciplineTest(rng, deck, definition, op.discipline);
              if (result.kind === 'tested') {
                assert.equal(result.passed, result.cardValue <= op.discipline);
              }
            }
            if (brokenDown) assert.equal(deck.communicationsBreakdown, true);
            assertCardsConserved(deck, definition);
            assert.equal(totalCards(deckValueCounts(deck, definition)), deck.piles.drawPile.length);
          }
        },
      ),
    );
  });
});

describe('deckValueCounts (rulebook p.18: what the odds know of a hidden deck)', () => {
  it('rulebook p.18: a fresh deck counts every card of the definition', () => {
    const definition = deckOf([1, 1, 2, 5, 5, 5, 12]);
    const deck = newCommandDeck(seedRng(13), definition);
    const counts = deckValueCounts(deck, definition);
    assert.deepEqual(counts, [0, 2, 1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('rulebook p.18: only the cards left in the draw pile are counted, not the hand or discard pile', () => {
    const definition = deckOf([1, 1, 2, 5, 5, 5, 12, 12, 9]);
    const rng = seedRng(14);
    const deck = newCommandDeck(rng, definition);
    drawToHandLimit(rng, deck, HAND_LIMIT.skirmish);
    takeDisciplineTest(rng, deck, definition, 6);
    const left = deck.piles.drawPile.map((card) => definition.cards[card]?.value ?? -1);
    assert.equal(left.length, 4);
    const expected = new Array<number>(13).fill(0);
    for (const value of left) expected[value] = (expected[value] ?? 0) + 1;
    assert.deepEqual(deckValueCounts(deck, definition), expected);
  });

  it('rulebook p.18 Communications Breakdown: after the breakdown the counts are those of the new deck', () => {
    const definition = deckOf([2, 4, 6, 8, 10, 12]);
    const rng = seedRng(15);
    const deck = newCommandDeck(rng, definition);
    drawToHandLimit(rng, deck, 4);
    const discarded = deck.hand.slice(0, 2);
    for (const card of discarded) discardFromHand(deck, card);
    takeDisciplineTest(rng, deck, definition, 12);
    takeDisciplineTest(rng, deck, definition, 12);
    assert.equal(deck.communicationsBreakdown, true);
    // The new deck is the two discarded hand cards and the first revealed card.
    const expected = countValues(
      deck.piles.drawPile.map((card) => definition.cards[card]?.value ?? -1),
    );
    assert.equal(totalCards(expected), 3);
    assert.deepEqual(deckValueCounts(deck, definition), expected);
    for (const card of discarded) assert.ok(deck.piles.drawPile.includes(card));
  });
});
