import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';

describe('glossary: Supercharger', () => {
  const setup = skirmishWith({ 'a-tanks': { rules: [{ name: 'Supercharger' }] } });

  it('during its Activation the opposing General acts in one of its Reaction Steps only', () => {
    const state = opened(setup);
    state.units['b-tanks']?.statuses.push('onLookout');
    state.units['b-rifles']?.statuses.push('onLookout');
    let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
    assert.equal(now.activation?.reaction, 'first');
    now = applyChoice(setup, now, { kind: 'opportunityFire', unit: 'b-tanks' }).state;
    now = applyChoice(setup, now, { kind: 'hold' }).state;
    // B's rifles are still On Lookout, but no second Reaction Step opens.
    assert.ok(now.units['b-rifles']?.statuses.includes('onLookout'));
    assert.equal(now.activation?.reaction, undefined);
    assert.equal(now.activation?.step, 'attack');
  });
});
