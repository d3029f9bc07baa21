import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { choiceSeenBy } from './game-view.js';
import type { GameStep } from './live-game.js';

const order: GameStep = {
  index: 4,
  side: 'a',
  choice: { kind: 'orderLosses', unit: 'a-rifles', losses: ['a-rifles#6'] },
  events: [],
};

describe('hidden information in the log', () => {
  it('rulebook pp.34-35: a standing order of losses is shown to its own General only; the other sees that one was given, not what', () => {
    assert.deepEqual(choiceSeenBy(order, 'a'), order.choice);
    assert.deepEqual(choiceSeenBy(order, 'b'), { kind: 'orderLosses' });
  });
});
