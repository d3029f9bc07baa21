import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { play } from '../../testing/play-fixture.js';

/** Card ids of the skirmish deck: id 4 has Value 5, id 5 Value 6, id 17 Value 6, id 6 Value 7. */
const HANDS = { a: [6, 17], b: [4, 5] };
/** B's interceptors with Brake Turn. */
const setup = interceptSkirmish([], [{ name: 'Brake Turn' }]);

/** A's fighters flown 10" north; B's Intercept received; the interceptors approach with `approach`. */
const INTERCEPTED: readonly Choice[] = [
  { kind: 'activate', unit: 'a-fighters' },
  { kind: 'approach', inches: 10 },
  { kind: 'intercept', unit: 'b-fighters', card: 4 },
  { kind: 'noInterference' },
];

function engaging(approach: Choice): GameState {
  return play(setup, interceptorsArrived(setup, HANDS), [...INTERCEPTED, approach]).state;
}

describe('glossary: Interceptor with Brake Turn', () => {
  it('glossary: Interceptor, Brake Turn: an interceptor that has not turned waits at the Interception Sortie’s Escape Step, and may turn on its way off', () => {
    const state = play(setup, engaging({ kind: 'approach', inches: 6 }), [{ kind: 'hold' }]).state;
    assert.equal(state.activation?.sortie?.interception?.step, 'escape');
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [{ kind: 'escape' }]);
    const { state: after, events } = play(setup, state, [
      { kind: 'escape', brakeTurn: { after: 2, facing: 0 } },
    ]);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Fighters b-fighters flies off the battlefield, making a Brake Turn after 2" and returns to Reserve (glossary: Interceptor)',
      ],
    );
    assert.equal(after.units['b-fighters']?.inReserve, true);
    assert.equal(after.activation?.sortie?.interception, undefined);
    assert.equal(after.activation?.sortie?.step, 'engage');
  });

  it('glossary: Interceptor, Brake Turn: once per Activation: turned in its Approach, the interceptor flies straight off after its Engage Step', () => {
    const turned = engaging({ kind: 'approach', inches: 6, brakeTurn: { after: 3, facing: 270 } });
    assert.equal(turned.activation?.sortie?.interception?.brakeTurned, true);
    const { state, events } = play(setup, turned, [{ kind: 'hold' }]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['returnToReserve'],
    );
    assert.equal(state.activation?.sortie?.interception, undefined);
  });
});
