import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fightersArrived } from '../../testing/aircraft-fixture.js';
import { coveringAirSkirmish } from '../../testing/covering-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import { COVERING_FIRE } from '../../testing/targeted-fixture.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const setup = coveringAirSkirmish();
const letItGo: Choice = { kind: 'enemyEndsMove' };

const apply = (state: GameState, ...choices: Choice[]) => play(setup, state, choices);

/** A's Fighters Activated for their sortie, A holding no card, B `bHand`. */
function sortieStarts(bHand: readonly number[]): GameState {
  const state = fightersArrived(setup);
  setHand(state, 'a', []);
  setHand(state, 'b', bHand);
  return apply(state, { kind: 'activate', unit: 'a-fighters' }).state;
}

describe("rulebook p.37 Issuing Commands: Covering Fire after an Air Support Sortie's Approach", () => {
  it('rulebook p.51 A. Approach Step, p.37 Issuing Commands: the Fighters approach 20", ending 9" from B\'s Rifles: B is offered Covering Fire for either unit; received, the Rifles Go On Lookout and may fire at the Fighters in the Reaction Step', () => {
    const { state, events } = apply(sortieStarts([COVERING_FIRE]), {
      kind: 'approach',
      inches: 20,
    });
    assert.deepEqual(kinds(events), ['approach', 'enemyEndsMove']);
    assert.deepEqual(state.enemyEndedMove, { endsActivation: false, goesOn: 'sortieApproach' });
    assert.equal(state.activation?.sortie?.step, 'approach');
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      letItGo,
      { kind: 'enemyEndsMove', unit: 'b-rifles', command: COVERING_FIRE },
      { kind: 'enemyEndsMove', unit: 'b-tanks', command: COVERING_FIRE },
    ]);
    const covered = apply(state, {
      kind: 'enemyEndsMove',
      unit: 'b-rifles',
      command: COVERING_FIRE,
    });
    assert.deepEqual(covered.state.units['b-rifles']?.statuses, ['onLookout']);
    assert.equal(covered.state.activation?.sortie?.step, 'firstReaction');
    assert.deepEqual(nextDecision(setup, covered.state)?.options, [
      { kind: 'opportunityFire', unit: 'b-rifles' },
      { kind: 'noReaction' },
    ]);
  });

  it('rulebook p.51: let go, nobody is On Lookout: the sortie goes on to its Engage Step', () => {
    const due = apply(sortieStarts([COVERING_FIRE]), { kind: 'approach', inches: 20 }).state;
    const passed = apply(due, letItGo);
    assert.equal(passed.state.activation?.sortie?.step, 'engage');
    assert.deepEqual(nextDecision(setup, passed.state)?.options.at(-1), { kind: 'hold' });
  });

  it('rulebook p.37 Issuing Commands, hidden information: an Approach ending 19" from B\'s units, or B holding no card, does not wait; D. Escape Step: the Fighters end their move off the battlefield, where no unit is within 10" of them, and nothing waits', () => {
    const far = apply(sortieStarts([COVERING_FIRE]), { kind: 'approach', inches: 10 });
    assert.deepEqual(kinds(far.events), ['approach']);
    const empty = apply(sortieStarts([]), { kind: 'approach', inches: 20 });
    assert.deepEqual(kinds(empty.events), ['approach']);
    const escaped = apply(far.state, { kind: 'hold' });
    assert.equal(escaped.state.enemyEndedMove, undefined);
    assert.ok(!kinds(escaped.events).includes('enemyEndsMove'));
    assert.equal(escaped.state.units['a-fighters']?.inReserve, true);
  });
});
