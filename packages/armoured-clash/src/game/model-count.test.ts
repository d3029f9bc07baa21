import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { counted, modelsOf } from './model-count.js';

describe("the events' words for a count", () => {
  it('the game protocol: Events (docs/protocol.md): one model is singular, several plural', () => {
    assert.equal(modelsOf(1, 'Tanks'), '1 model of Tanks is');
    assert.equal(modelsOf(3, 'Rifles'), '3 models of Rifles are');
    assert.equal(modelsOf(0, 'Rifles'), '0 models of Rifles are');
  });
  it('the game protocol: Events (docs/protocol.md): cards and attacks are counted the same way', () => {
    assert.equal(counted(1, 'card'), '1 card');
    assert.equal(counted(2, 'attack'), '2 attacks');
    assert.equal(counted(0, 'card'), '0 cards');
  });
});
