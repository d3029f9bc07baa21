import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKER_RADIUS, holdThroughTheRound, opened, touch } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { annihilate } from './losses.js';
import type { GameState } from './state.js';

/** The Ready Phase passed over: both Generals surrender the Initiative bid, nobody discards. */
function readyPhase(setup: GameSetup, state: GameState): GameState {
  let now = state;
  while (now.stage === 'initiative' || now.stage === 'drawCards') {
    const choice: Choice =
      now.stage === 'initiative' ? { kind: 'surrender' } : { kind: 'discard', cards: [] };
    now = applyChoice(setup, now, choice).state;
  }
  return now;
}

describe('rulebook p.8 Ending a Game', () => {
  it('the game lasts the Clash’s Rounds (here 2); the General with the most Victory Points wins', () => {
    const setup = skirmish();
    const state = opened(setup);
    state.players.b.vp = 1;
    const round1 = holdThroughTheRound(setup, state);
    assert.equal(round1.stage, 'initiative');
    assert.equal(round1.round, 2);
    const over = holdThroughTheRound(setup, readyPhase(setup, round1));
    assert.equal(over.stage, 'over');
    assert.equal(over.round, 2);
    assert.deepEqual(over.result, { winner: 'b', devastating: true, vp: { a: 0, b: 1 } });
  });
});

describe('rulebook p.39 Scoring Victory Points: one running tally from Annihilation and Clash Objectives', () => {
  const setup: GameSetup = {
    ...skirmish(),
    clash: 'pitchedBattle',
    objectives: [{ id: 'centre', at: [18, 18] }],
  };

  it('Annihilation Objectives: the opposing General scores the unit’s Victory Points Rating at once', () => {
    const state = opened(setup);
    const bTanks = state.units['b-tanks'];
    if (bTanks === undefined) throw new RangeError('b-tanks');
    const events = annihilate(setup, state, bTanks);
    assert.equal(state.players.a.vp, 3);
    assert.equal(state.players.b.vp, 0);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Tanks b-tanks is Annihilated: General A scores 3 VP'],
    );
  });

  it('Clash Objectives: the Clash’s own scoring (Pitched Battle: 6 VP a controlled marker) adds to the same tally', () => {
    const state = opened(setup);
    const bTanks = state.units['b-tanks'];
    if (bTanks === undefined) throw new RangeError('b-tanks');
    annihilate(setup, state, bTanks);
    touch(setup, state, 'a-rifles', [18, 18 - MARKER_RADIUS], 'south');
    const after = holdThroughTheRound(setup, state);
    assert.deepEqual({ a: after.players.a.vp, b: after.players.b.vp }, { a: 3 + 6, b: 0 });
  });
});
