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

describe('hidden information in the log: a Close Quarters Attack’s Precision', () => {
  it('glossary: Precision: the models the charging General names for its Close Quarters Attack are shown to that General only (the other may be asked to Interfere before it is made); the rest of the choice is open', () => {
    const attack: GameStep = {
      index: 10,
      side: 'a',
      choice: { kind: 'closeQuartersAttack', precision: ['b-rifles#6'], command: 3 },
      events: [],
    };
    assert.deepEqual(choiceSeenBy(attack, 'a'), attack.choice);
    assert.deepEqual(choiceSeenBy(attack, 'b'), { kind: 'closeQuartersAttack', command: 3 });
  });
});
