import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CLOSE_APPROACH,
  COVERING_FIRE,
  coveringEngageSkirmish,
  fightersBeforeFailedTest,
} from '../../testing/covering-elsewhere-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { sortieMovesGoOn } from './sortie-moves-ended.js';

const setup = coveringEngageSkirmish();

/** A's Fighters at their Engage Step, 5" from B's Rifles, which (as a demise's blast made once a choice is over might make them) ended a Fall Back. */
function fellBackInSortie(aHand: readonly number[]): GameState {
  let state = fightersBeforeFailedTest(setup, aHand);
  const choices: Choice[] = [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: CLOSE_APPROACH },
  ];
  for (const choice of choices) state = applyChoice(setup, state, choice).state;
  if (state.activation === undefined) throw new RangeError('no sortie under way');
  state.activation.movesEnded = ['b-rifles'];
  return state;
}

describe('rulebook p.37 Issuing Commands: Covering Fire after a Fall Back in a sortie, outside its attacks', () => {
  it('rulebook pp.37, 51, glossary: Fiery Demise (X): a unit that Fell Back once a choice of the sortie was made is offered to the other General; let go, the sortie goes on at the step it waits at (its Engage Step)', () => {
    const state = fellBackInSortie([COVERING_FIRE]);
    const events = sortieMovesGoOn(setup, state);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['enemyEndsMove'],
    );
    assert.deepEqual(state.enemyEndedMove, {
      endsActivation: false,
      movers: ['b-rifles'],
      goesOn: 'sortieStep',
    });
    assert.equal(state.activation?.movesEnded, undefined);
    assert.equal(nextDecision(setup, state)?.player, 'a');
    const passed = applyChoice(setup, state, { kind: 'enemyEndsMove' });
    assert.deepEqual(passed.events, []);
    assert.equal(passed.state.activation?.sortie?.step, 'engage');
    assert.deepEqual(nextDecision(setup, passed.state)?.options.at(-1), { kind: 'hold' });
  });

  it('rulebook p.37 Issuing Commands: nothing recorded, or the other General holding no card: nothing waits', () => {
    const empty = fellBackInSortie([]);
    assert.deepEqual(sortieMovesGoOn(setup, empty), []);
    assert.equal(empty.enemyEndedMove, undefined);
    const none = fellBackInSortie([COVERING_FIRE]);
    delete none.activation?.movesEnded;
    assert.deepEqual(sortieMovesGoOn(setup, none), []);
  });
});
