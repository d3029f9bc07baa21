import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { holding, put, withChanges } from '../../testing/aura-fixture.js';
import { opened } from '../../testing/clash-fixture.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { refusedByRules } from './refused-by-rules.js';

/** The A tanks (one model at (10, 10)) and the B rifles (one model) `gap` inches north of it. */
function standing(setup: GameSetup, gap: number): GameState {
  const state = opened(setup);
  put(state, 'a-tanks', [[10, 10]]);
  put(state, 'b-rifles', [[10, 11.5 + gap]]);
  return state;
}

describe('glossary: Jamming (X")', () => {
  const jamming = withChanges({ 'b-rifles': holding({ name: 'Jamming', x: 6 }) });

  it('the opposing General cannot issue Commands to units within X" of it', () => {
    assert.deepEqual(refusedByRules(jamming, standing(jamming, 6), 'a-tanks'), {
      rule: 'glossary: Jamming (X")',
      message:
        'Tanks a-tanks is within 6" of Rifles b-rifles, which is Jamming: no Command can be issued to it',
    });
  });

  it('beyond X" they can', () => {
    assert.equal(refusedByRules(jamming, standing(jamming, 6.1), 'a-tanks'), undefined);
  });

  it("its own General's units are not Jammed", () => {
    const state = standing(jamming, 6);
    put(state, 'b-tanks', [[10, 30]]);
    put(state, 'b-rifles', [[10, 24]]);
    assert.equal(refusedByRules(jamming, state, 'b-tanks'), undefined);
  });
});
