import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markerAtTheEastEnd } from '../testing/loss-choice-fixture.js';
import { faceToFace } from '../testing/melee-fixture.js';
import { A_CHARGES } from '../testing/melee-odds-fixture.js';
import { play } from '../testing/play-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { GameState } from './state.js';

/*
 * The faceToFace Close Quarters Combat of loss-choice-wait.test.ts (seeded):
 * B's single rank loses #6 unasked, then waits for General B to choose #4 or
 * #5 (the east end on an Objective Marker). The choice kept with the wait is
 * made again with the answers kept (game/loss-choice-wait.ts); an answer kept
 * that the choice no longer asks for is an engine assertion (the game is a
 * pure function of its choices), told with what and where.
 */

/** The combat waiting for General B's choice among #4 and #5, its kept answers replaced by `picks`. */
function waitingWithPicks(setup: GameSetup, picks: readonly string[]): GameState {
  const { state } = play(setup, faceToFace(setup), [...A_CHARGES, { kind: 'closeQuartersAttack' }]);
  const due = state.lossChoiceDue;
  assert.ok(due !== undefined);
  return { ...state, lossChoiceDue: { ...due, picks } };
}

const drifted = (message: string) => (error: unknown) =>
  error instanceof Error && error.message === message;

describe('rulebook pp.34-35: a choice among losses made again that drifts from its kept answers is an engine assertion with a clear message', () => {
  it('rulebook p.34 Destroying Models: an answer kept that is not among the models asked names the choice, the unit, the models listed and the answer', () => {
    const setup = markerAtTheEastEnd();
    const state = waitingWithPicks(setup, ['b-rifles#1']);
    assert.throws(
      () =>
        applyChoice(setup, state, { kind: 'chooseLoss', unit: 'b-rifles', model: 'b-rifles#5' }),
      drifted(
        'engine assertion: a choice among losses made again drifted: chooseLoss for b-rifles ' +
          'lists b-rifles#4, b-rifles#5, not the answer kept for it (b-rifles#1; 1 more kept after it)',
      ),
    );
  });

  it('rulebook p.34 Destroying Models: answers kept beyond those the choice asks are named with how many it took', () => {
    const setup = markerAtTheEastEnd();
    const state = waitingWithPicks(setup, ['b-rifles#5']);
    assert.throws(
      () =>
        applyChoice(setup, state, { kind: 'chooseLoss', unit: 'b-rifles', model: 'b-rifles#4' }),
      drifted(
        'engine assertion: closeQuartersAttack made again drifted: its losses took 1 of the 2 ' +
          'answers kept (b-rifles#5, b-rifles#4); b-rifles#4 not asked again',
      ),
    );
  });
});
