import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { seedRng } from '@warroom/engine';
import {
  MAX_CARD_VALUE,
  MIN_CARD_VALUE,
  countValues,
  probabilityAbove,
  totalCards,
} from './card-values.js';
import { HAND_LIMIT, drawToHandLimit, newCommandDeck, takeDisciplineTest } from './command-deck.js';
import { VOLUNTARY_FAILURE, disciplineTestPassed, modifiedDiscipline } from './discipline.js';
import { deckOf } from '../testing/deck-fixture.js';

/** Values 1-12, three of each, like the sample deck. */
const FULL_VALUES = Array.from({ length: 36 }, (_, i) => (i % 12) + 1);
const FULL_DECK = deckOf(FULL_VALUES);

describe('Discipline Tests (rulebook p.19)', () => {
  it('rulebook p.19 Discipline Tests: a Card Value equal to or lower than the Discipline passes, a higher one fails', () => {
    for (let value = MIN_CARD_VALUE; value <= MAX_CARD_VALUE; value++) {
      assert.equal(disciplineTestPassed(value, value), true, `value ${value} = discipline`);
      assert.equal(disciplineTestPassed(value, value + 1), true, `value ${value} < discipline`);
      assert.equal(disciplineTestPassed(value, value - 1), false, `value ${value} > discipline`);
    }
  });

  it('rulebook p.19 Discipline Tests: the revealed card decides the test at the exact boundary', () => {
    const definition = deckOf([7, 7, 7]);
    const rng = seedRng(11);
    const deck = newCommandDeck(rng, definition);
    assert.deepEqual(takeDisciplineTest(rng, deck, definition, 7), {
      kind: 'tested',
      cardValue: 7,
      passed: true,
    });
    assert.deepEqual(takeDisciplineTest(rng, deck, definition, 6), {
      kind: 'tested',
      cardValue: 7,
      passed: false,
    });
  });

  it('rulebook p.19 Discipline Tests: the top card of the deck is revealed, then discarded', () => {
    const rng = seedRng(12);
    const deck = newCommandDeck(rng, FULL_DECK);
    drawToHandLimit(rng, deck, HAND_LIMIT.battle);
    const hand = deck.hand.slice();
    const top = deck.piles.drawPile.at(-1);
    assert.ok(top !== undefined);
    const value = FULL_DECK.cards[top]?.value;
    assert.ok(value !== undefined);

    const passed = takeDisciplineTest(rng, deck, FULL_DECK, value);
    assert.deepEqual(passed, { kind: 'tested', cardValue: value, passed: true });
    assert.deepEqual(deck.piles.discardPile, [top]);
    assert.equal(deck.piles.drawPile.length, 36 - HAND_LIMIT.battle - 1);
    assert.deepEqual(deck.hand, hand);

    const next = deck.piles.drawPile.at(-1);
    assert.ok(next !== undefined);
    const nextValue = FULL_DECK.cards[next]?.value ?? 0;
    const failed = takeDisciplineTest(rng, deck, FULL_DECK, nextValue - 1);
    assert.deepEqual(failed, { kind: 'tested', cardValue: nextValue, passed: false });
    assert.deepEqual(deck.piles.discardPile, [top, next]);
  });

  it('rulebook p.13 Modifiers: a test is taken at the Discipline plus every modifier', () => {
    assert.equal(modifiedDiscipline(7, []), 7);
    const modifiers = [
      { source: 'Disordered', amount: -1 },
      { source: 'Stand Firm', amount: 2 },
    ];
    assert.equal(modifiedDiscipline(7, modifiers), 8);
    assert.equal(modifiedDiscipline(5, [{ source: 'Disordered', amount: -1 }]), 4);
  });

  it('rulebook p.13 Modifiers: the modified Discipline is the sum of the rating and all modifiers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }),
        fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 8 }),
        (discipline, amounts) => {
          const modifiers = amounts.map((amount, i) => ({ source: `modifier ${i}`, amount }));
          const sum = amounts.reduce((total, amount) => total + amount, discipline);
          assert.equal(modifiedDiscipline(discipline, modifiers), sum);
        },
      ),
    );
  });

  it('rulebook p.19 Voluntary Failure: the test is failed and no card is drawn', () => {
    assert.deepEqual(VOLUNTARY_FAILURE, { kind: 'failedVoluntarily', passed: false });
    assert.equal('cardValue' in VOLUNTARY_FAILURE, false);
  });
});

describe('probabilityAbove (rulebook p.19: the odds of failing a Discipline Test)', () => {
  // Two 1s, three 7s and one 12: six cards.
  const counts = countValues([1, 1, 7, 7, 7, 12]);

  it('rulebook p.19 Discipline Tests: exact failure odds for a small deck', () => {
    assert.equal(totalCards(counts), 6);
    assert.equal(probabilityAbove(counts, 0), 1);
    assert.equal(probabilityAbove(counts, 1), 4 / 6);
    assert.equal(probabilityAbove(counts, 6), 4 / 6);
    assert.equal(probabilityAbove(counts, 7), 1 / 6);
    assert.equal(probabilityAbove(counts, 11), 1 / 6);
    assert.equal(probabilityAbove(counts, 12), 0);
    assert.equal(probabilityAbove(counts, 15), 0);
  });

  it('rulebook p.18 Card Values: a deck of Values 1-12, three of each, fails Discipline 7 with odds 15/36', () => {
    assert.equal(probabilityAbove(countValues(FULL_VALUES), 7), 15 / 36);
  });

  it('rulebook p.19 Discipline Tests: the odds of an empty deck are undefined (throws)', () => {
    assert.throws(() => probabilityAbove(countValues([]), 7), RangeError);
    assert.throws(() => probabilityAbove([], 7), RangeError);
  });

  it('rulebook p.19 Discipline Tests: the failure odds are the fraction of cards with a Value above the Discipline (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: MIN_CARD_VALUE, max: MAX_CARD_VALUE }), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.integer({ min: -3, max: 15 }),
        (values, discipline) => {
          const above = values.filter((value) => value > discipline).length;
          assert.equal(probabilityAbove(countValues(values), discipline), above / values.length);
        },
      ),
    );
  });
});

describe('takeDisciplineTest options', () => {
  const definition = deckOf([7, 7, 7]);

  it('rulebook p.13 Modifiers: a Disordered -1 makes a 7 fail at Discipline 7', () => {
    const rng = seedRng(1);
    const deck = newCommandDeck(rng, definition);
    const result = takeDisciplineTest(rng, deck, definition, 7, {
      modifiers: [{ source: 'Disordered', amount: -1 }],
    });
    assert.deepEqual(result, { kind: 'tested', cardValue: 7, passed: false });
    assert.equal(takeDisciplineTest(rng, deck, definition, 7).passed, true);
  });

  it('rulebook p.19 Voluntary Failure: no card is drawn and the test is failed', () => {
    const rng = seedRng(1);
    const deck = newCommandDeck(rng, definition);
    const result = takeDisciplineTest(rng, deck, definition, 12, { failVoluntarily: true });
    assert.deepEqual(result, { kind: 'failedVoluntarily', passed: false });
    assert.equal(deck.piles.drawPile.length, 3);
  });
});
