import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { choiceSeenBy } from './game-view.js';
import type { GameStep } from './live-game.js';

const declared: GameStep = {
  index: 9,
  side: 'b',
  choice: { kind: 'retaliate', unit: 'b-rifles', precision: ['a-rifles#1'], overcharge: true },
  events: [],
};

describe('hidden information in the log: a Retaliation’s declaration', () => {
  it('glossary: Precision, Overcharge: what the defending General declared for a Retaliation is shown to that General only; the charging General sees that it was declared, not what', () => {
    assert.deepEqual(choiceSeenBy(declared, 'b'), declared.choice);
    assert.deepEqual(choiceSeenBy(declared, 'a'), { kind: 'retaliate' });
  });
});
