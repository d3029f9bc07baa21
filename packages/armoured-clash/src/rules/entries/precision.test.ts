import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const precision = { qualities: [{ name: 'Precision' }] };

describe('glossary: Precision', () => {
  it('the attacking General chooses which models the attack Destroys', () => {
    assert.equal(prepared({ weapon: precision }).removalChosenBy, 'attackingGeneral');
    assert.equal(prepared({}).removalChosenBy, 'targetGeneral');
  });
});

describe('glossary: Bodyguard', () => {
  it('attacks that target this unit cannot benefit from the Precision quality', () => {
    const attack = prepared({ weapon: precision, target: { rules: [{ name: 'Bodyguard' }] } });
    assert.equal(attack.removalChosenBy, 'targetGeneral');
  });
});
