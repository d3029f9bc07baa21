import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardDrawText } from './card-draw-words.js';

describe('rulebook pp.56-57: the card draws in words', () => {
  it('rulebook p.56 Select a Clash: each General draws a card, equal cards draw again, the highest chooses', () => {
    assert.equal(
      cardDrawText(
        [
          { a: 'Stand Firm (Value 5)', b: 'Dig In (Value 5)' },
          { a: 'Forced March (Value 3)', b: 'Like Lions (Value 9)' },
        ],
        { a: 'Lionhearts', b: 'Eisenwall' },
        'b',
        'chooses the Clash',
      ),
      'Lionhearts drew Stand Firm (Value 5), Eisenwall drew Dig In (Value 5); equal, so again: Lionhearts drew Forced March (Value 3), Eisenwall drew Like Lions (Value 9). Eisenwall drew the highest card and chooses the Clash.',
    );
  });
});
