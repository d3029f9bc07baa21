import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialState } from '@warroom/armoured-clash';
import { BOTH_SAMPLE_FORCES } from '../testing/sample-forces-fixture.js';
import { clashSetup } from './clash-setup.js';

const both = { ...BOTH_SAMPLE_FORCES, clash: 'pitchedBattle' } as const;

describe('rulebook p.57 Deploy Forces: who is General A in a game set up from force lists', () => {
  it('rulebook p.57 Deploy Forces: generals drawn, the engine draws the cards from the seed and the winner decides', () => {
    const { setup } = clashSetup({ ...both, generals: 'drawn' });
    assert.equal(setup.generalDraw, true);
    const state = initialState(setup, 'draw');
    assert.equal(state.stage, 'generals');
    assert.equal(state.turn, state.generals?.winner);
  });

  it('rulebook p.57 Deploy Forces: generals fixed (the default), the first force is General A and deploys first', () => {
    for (const generals of [undefined, 'fixed'] as const) {
      const { setup } = clashSetup({ ...both, ...(generals === undefined ? {} : { generals }) });
      assert.equal(setup.generalDraw, undefined);
      const state = initialState(setup, 'draw');
      assert.equal(state.stage, 'deployment');
      assert.equal(state.turn, 'a');
    }
  });
});
