import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmishWith } from '../testing/melee-fixture.js';
import { aMoving } from '../testing/movement-fixture.js';
import { setHand } from '../testing/command-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';

const vanguard = skirmishWith({ 'a-rifles': { rules: [{ name: 'Vanguard', x: 5 }] } });

/** The skirmish's units deployed (A-rifles' Officer at (10, 6), the rank along y = 6): the Vanguard stage. */
function vanguardStage(): GameState {
  const choices: Choice[] = [
    { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
    { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
    { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
    { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
  ];
  return replay({ format: RECORD_FORMAT, setup: vanguard, seed: 3, choices }).state;
}

const officerAt = (state: GameState, unit: string): [number, number] | undefined => {
  const officer = state.units[unit]?.models[0];
  return officer === undefined ? undefined : [officer.x, officer.y];
};

const hitAndRun = skirmishWith({ 'a-rifles': { rules: [{ name: 'Hit & Run', x: 5 }] } });

/** A's Rifles (Hit & Run (5")) fired at B's Rifles 5" ahead: their free Advance is offered. */
function afterTheAttack(): GameState {
  const state = aMoving(hitAndRun, 1);
  setHand(state, 'a', []);
  setHand(state, 'b', []);
  let now = applyChoice(hitAndRun, state, { kind: 'hold' }).state;
  now = applyChoice(hitAndRun, now, { kind: 'rangedAttack', target: 'b-rifles' }).state;
  while (now.suppressionTest !== undefined)
    now = applyChoice(hitAndRun, now, { kind: 'suppressionTest' }).state;
  return now;
}

describe('rulebook p.16 Moving a Unit: a free Advance broken into legs', () => {
  it('glossary: Vanguard (X"), rulebook p.16 Moving a Unit: the free Advance through (11, 8) to (10, 10) is 4.47" of legs, within the 5" Movement Limit: the Officer ends at (10, 10)', () => {
    const { state } = applyChoice(vanguard, vanguardStage(), {
      kind: 'vanguardAdvance',
      unit: 'a-rifles',
      at: [10, 10],
      facing: 90,
      via: [[11, 8]],
    });
    assert.deepEqual(officerAt(state, 'a-rifles'), [10, 10]);
    assert.equal(state.stage, 'chooseInitiative');
  });

  it('glossary: Vanguard (X"), rulebook p.16 Movement Limit: (7, 10) is 5" away in one straight leg, but 6.16" through (10, 9): refused with the model and the distance', () => {
    const state = vanguardStage();
    const straight = {
      kind: 'vanguardAdvance',
      unit: 'a-rifles',
      at: [7, 10],
      facing: 90,
    } as const;
    assert.deepEqual(officerAt(applyChoice(vanguard, state, straight).state, 'a-rifles'), [7, 10]);
    assert.throws(() => applyChoice(vanguard, state, { ...straight, via: [[10, 9]] }), {
      rule: 'rulebook p.16 Movement Limit',
      message: 'a-rifles#1 would move 6.16", more than its 5" Movement Limit',
    });
  });

  it("the game protocol: a free Advance's via that is not a list of points is refused, saying which field", () => {
    assert.throws(
      () =>
        applyChoice(vanguard, vanguardStage(), {
          kind: 'vanguardAdvance',
          unit: 'a-rifles',
          at: [10, 10],
          facing: 90,
          via: [[11, Number.NaN]],
        }),
      { message: /vanguardAdvance: via must be a list of points/ },
    );
  });

  it('glossary: Hit & Run (X"), rulebook p.16 Moving a Unit: the free Advance after the attack through (7, 6) to (7, 8) is 5" of legs: made; through (8, 9) to (5, 6), 7.2": refused', () => {
    const state = afterTheAttack();
    assert.deepEqual(state.activation?.freeAdvance?.limit, 5);
    const legs: Choice = { kind: 'advance', at: [7, 8], facing: 90, via: [[7, 6]] };
    const moved = applyChoice(hitAndRun, state, legs);
    assert.deepEqual(officerAt(moved.state, 'a-rifles'), [7, 8]);
    assert.equal(moved.state.activation, undefined);
    assert.throws(
      () =>
        applyChoice(hitAndRun, state, { kind: 'advance', at: [5, 6], facing: 90, via: [[8, 9]] }),
      { rule: 'rulebook p.16 Movement Limit' },
    );
  });
});
