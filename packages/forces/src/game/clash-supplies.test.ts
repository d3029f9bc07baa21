import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice, initialState, nextDecision, setupInPlay } from '@warroom/armoured-clash';
import { BOTH_SAMPLE_FORCES as both } from '../testing/sample-forces-fixture.js';
import { clashSetup } from './clash-setup.js';

describe('rulebook pp.56-60 Preparing to Play kept in the setup of a game set up from force lists', () => {
  it('rulebook p.60 Supply Drop: supplies placed, the setup has no markers and the game opens with General A placing the first', () => {
    const { setup } = clashSetup({ ...both, clash: 'supplyDrop', supplies: 'placed' });
    assert.equal(setup.supplyDropPlacement, true);
    assert.deepEqual(setup.objectives, []);
    const state = initialState(setup, 'supplies');
    assert.equal(state.stage, 'supplyDrop');
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.equal(decision?.constraints?.[0]?.kind, 'placeObjective');
  });

  it('rulebook p.60 Supply Drop: supplies not given, the sample placement stands and Deployment begins', () => {
    const { setup } = clashSetup({ ...both, clash: 'supplyDrop' });
    assert.equal(setup.supplyDropPlacement, undefined);
    assert.equal(setup.objectives?.length, 4);
    assert.equal(initialState(setup, 'supplies').stage, 'deployment');
  });

  it('rulebook p.56 Select a Clash: a Clash to be chosen offers every common Clash as it would be agreed on, and the game starts with the card draw', () => {
    const { setup } = clashSetup({ ...both, clash: 'chosen', supplies: 'placed' });
    assert.equal(setup.clash, undefined);
    assert.deepEqual(
      setup.clashToChoose?.map((offered) => offered.clash),
      ['pitchedBattle', 'supplyDrop', 'lordOfTheManor', 'findTheLady', 'flankingManoeuvres'],
    );
    const state = initialState(setup, 'chosen');
    assert.equal(state.stage, 'clash');
    const winner = state.clashDraw?.winner;
    assert.equal(nextDecision(setup, state)?.player, winner);
    const chosen = applyChoice(setup, state, {
      kind: 'chooseClash',
      clash: 'lordOfTheManor',
    }).state;
    const agreed = clashSetup({ ...both, clash: 'lordOfTheManor', supplies: 'placed' }).setup;
    assert.deepEqual(setupInPlay(setup, chosen), agreed);
    const supplies = applyChoice(setup, state, { kind: 'chooseClash', clash: 'supplyDrop' }).state;
    assert.equal(setupInPlay(setup, supplies).supplyDropPlacement, true);
  });
});
