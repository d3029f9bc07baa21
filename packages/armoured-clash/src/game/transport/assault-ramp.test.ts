import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

const ramp = transportSkirmish(3, true, [], [{ name: 'Assault Ramp' }]);

/** A's tanks, carrying the rifles, Activated and in their Attack Step. */
function tanksAttackStep(setup = ramp): GameState {
  let state = transportOpened(setup);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  return applyChoice(setup, state, { kind: 'hold' }).state;
}

describe('glossary: Assault Ramp', () => {
  it("glossary: Assault Ramp: a Special Action in the Transport unit's Attack Step lets its Embarked unit make a free Disembark at once", () => {
    const state = tanksAttackStep();
    assert.deepEqual(nextDecision(ramp, state)?.constraints, [
      { kind: 'assaultRamp', unit: 'a-rifles', transport: 'a-tanks', reach: 3 },
    ]);
    const { state: after, events } = applyChoice(ramp, state, {
      kind: 'assaultRamp',
      at: [24, 9],
      facing: 90,
    });
    assert.equal(
      events[0]?.text,
      'Tanks a-tanks lowers its Assault Ramp: Rifles a-rifles Disembarks',
    );
    const rifles = after.units['a-rifles'];
    assert.equal(rifles?.embarked, undefined);
    assert.equal(rifles?.models.length, 6);
    // The Disembark is free: the rifles may still be Activated this Round.
    assert.ok(!rifles?.statuses.includes('activated'));
    assert.ok(after.units['a-tanks']?.statuses.includes('activated'));
  });

  it('glossary: Assault Ramp: the Disembark is set up by its rules (each model within 3" of the Transport)', () => {
    assert.throws(
      () => applyChoice(ramp, tanksAttackStep(), { kind: 'assaultRamp', at: [24, 10], facing: 90 }),
      (e: unknown) =>
        e instanceof IllegalChoice && e.rule === 'rulebook p.46 Making a Disembark Manoeuvre',
    );
  });

  it('glossary: Assault Ramp: a Transport without it offers no such Special Action', () => {
    const plain = transportSkirmish(3, true);
    const state = tanksAttackStep(plain);
    assert.equal(nextDecision(plain, state)?.constraints, undefined);
    assert.throws(
      () => applyChoice(plain, state, { kind: 'assaultRamp', at: [24, 9], facing: 90 }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'glossary: Assault Ramp',
    );
  });
});
