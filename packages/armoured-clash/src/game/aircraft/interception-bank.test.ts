import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { play } from '../../testing/play-fixture.js';

/** Positions of B's interceptors to a thousandth of an inch, facings in whole degrees. */
function where(state: GameState): number[][] {
  const thousandth = (v: number) => Math.round(v * 1000) / 1000;
  return (state.units['b-fighters']?.models ?? []).map((m) => [
    thousandth(m.x),
    thousandth(m.y),
    Math.round((m.facing * 180) / Math.PI),
  ]);
}

const refusedByBank = (error: unknown) =>
  error instanceof IllegalChoice && error.rule === 'glossary: Bank (X")';

/** Card ids of the skirmish deck: id 4 has Value 5, id 5 Value 6, id 17 Value 6, id 6 Value 7. */
const HANDS = { a: [6, 17], b: [4, 5] };
/** Bank (3"): three Navigation Points of the Turning Template, 1" apart. */
const BANK_INCHES = 3;
/** B's interceptors with Bank (3"). */
const setup = interceptSkirmish([], [{ name: 'Bank', x: BANK_INCHES }]);

/** A's fighters flown 10" north; B's Intercept received: the Interception Sortie's Approach Step. */
const INTERCEPTED: readonly Choice[] = [
  { kind: 'activate', unit: 'a-fighters' },
  { kind: 'approach', inches: 10 },
  { kind: 'intercept', unit: 'b-fighters', card: 4 },
  { kind: 'noInterference' },
];

const approaching = () => play(setup, interceptorsArrived(setup, HANDS), INTERCEPTED).state;

describe('glossary: Interceptor with Bank (X")', () => {
  it('glossary: Bank (X"), Interceptor ("as though it were its Activation"): at the end of the Interception Sortie\'s Approach Step each model moves along the Turning Template; Banked once, the interceptor flies straight off after its Engage Step', () => {
    const straight = play(setup, approaching(), [{ kind: 'approach', inches: 6 }]).state;
    const { state, events } = play(setup, approaching(), [
      { kind: 'approach', inches: 6, bank: [45, 0, -45] },
    ]);
    assert.match(
      events[0]?.text ?? '',
      /approaches 6\.0" to intercept, then Banks 3" \(turns 45, 0, -45\)/,
    );
    assert.equal(state.activation?.sortie?.interception?.banked, true);
    // Facing A's Officer (south), 6" straight on from around (18, 35).
    assert.deepEqual(where(straight), [
      [18, 29, -90],
      [15.75, 29, -90],
    ]);
    // Then 1" south, turn 45° left, 1" south-east twice, turn back south.
    assert.deepEqual(where(state), [
      [19.414, 26.586, -90],
      [17.164, 26.586, -90],
    ]);
    const held = play(setup, state, [{ kind: 'hold' }]);
    assert.deepEqual(
      held.events.map((e) => e.kind),
      ['returnToReserve'],
    );
  });

  it('glossary: Bank (X"): not Banked in its Approach, the interceptor waits at its Escape Step and may Bank at its start, then flies straight off', () => {
    const engaged = play(setup, approaching(), [{ kind: 'approach', inches: 6 }, { kind: 'hold' }]);
    assert.equal(engaged.state.activation?.sortie?.interception?.step, 'escape');
    assert.deepEqual(nextDecision(setup, engaged.state)?.options, [{ kind: 'escape' }]);
    // Squared up again (0, -45, -45): ending 45° off would leave the models overlapping (bank-formation.test.ts).
    const { state, events } = play(setup, engaged.state, [{ kind: 'escape', bank: [0, -45, -45] }]);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Fighters b-fighters flies off the battlefield, having Banked 3" (turns 0, -45, -45) and returns to Reserve (glossary: Interceptor)',
      ],
    );
    assert.equal(state.units['b-fighters']?.inReserve, true);
    assert.equal(state.activation?.sortie?.step, 'engage');
  });

  it('glossary: Bank (X"): refused further than X" in the Interception Sortie too', () => {
    assert.throws(
      () => applyChoice(setup, approaching(), { kind: 'approach', inches: 6, bank: [0, 0, 0, 0] }),
      refusedByBank,
    );
  });
});
