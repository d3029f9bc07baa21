import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deckOf } from '../testing/deck-fixture.js';
import { drawForClashChoice } from './select-clash.js';

const twelve = deckOf(Array.from({ length: 12 }, (_, i) => i + 1));

describe('rulebook p.56 Select a Clash: the card draw', () => {
  it('rulebook p.56 Select a Clash: each General draws a card, the highest chooses the Clash (decks of one Value: 4 against 7, B chooses)', () => {
    assert.deepEqual(drawForClashChoice('clash', { a: deckOf([4]), b: deckOf([7]) }), {
      draws: [{ a: 0, b: 0 }],
      winner: 'b',
    });
  });

  it('rulebook p.56 Select a Clash: equal cards draw again (seed 7: 1 and 1, then 5 against 12: B chooses); a draw no card can win is refused', () => {
    const draw = drawForClashChoice(7, { a: twelve, b: twelve });
    assert.deepEqual(draw, {
      draws: [
        { a: 0, b: 0 },
        { a: 4, b: 11 },
      ],
      winner: 'b',
    });
    assert.deepEqual(draw, drawForClashChoice(7, { a: twelve, b: twelve }));
    assert.throws(() => drawForClashChoice(7, { a: deckOf([3]), b: deckOf([3]) }), {
      name: 'RangeError',
      message:
        'rulebook p.56 Select a Clash: both decks hold only cards of Value 3: no draw can be won',
    });
  });
});
