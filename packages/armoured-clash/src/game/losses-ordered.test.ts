import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TO_ATTACK_STEP, setHand } from '../testing/command-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';

const setup = skirmish();
const fire: Choice = { kind: 'rangedAttack', target: 'b-tanks' };

/**
 * A's Tanks in their Attack Step (seed 2: the attack Destroys one of B's
 * tanks), both hands empty, so no Command can be issued. With `tied`, B's #2
 * stands at (26.25, 31), straight across from A's #2 as B's Officer #1 is from
 * A's #1: the two are equally closest. B's Tanks carry 2 Damage (Limit 3).
 */
function attackStep(tied: boolean): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 2, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', []);
  setHand(state, 'b', []);
  const tanks = state.units['b-tanks']!;
  if (tied) tanks.models = tanks.models.map((m) => (m.id === 'b-tanks#2' ? { ...m, x: 26.25 } : m));
  tanks.damage = 2;
  return state;
}

describe("rulebook p.34 Destroying Models: the target's General orders its losses as the attack waits", () => {
  it('rulebook p.34 Destroying Models: two tanks equally closest, no Command possible: the attack waits for B; without an order the engine spares the Officer, with the Officer named first it is Destroyed (p.35: Disordered, #2 promoted)', () => {
    const waiting = applyChoice(setup, attackStep(true), fire);
    assert.deepEqual(
      waiting.events.map((e) => e.kind),
      ['targetedByRangedAttack'],
    );
    assert.deepEqual(nextDecision(setup, waiting.state)?.options, [
      { kind: 'targetedByRangedAttack' },
    ]);
    const plain = applyChoice(setup, waiting.state, { kind: 'targetedByRangedAttack' }).state;
    assert.deepEqual(
      plain.units['b-tanks']!.models.map((m) => m.id),
      ['b-tanks#1'],
    );
    const ordered = applyChoice(setup, waiting.state, {
      kind: 'targetedByRangedAttack',
      losses: ['b-tanks#1', 'b-tanks#2'],
    }).state;
    const tanks = ordered.units['b-tanks']!;
    assert.deepEqual(
      tanks.models.map((m) => m.id),
      ['b-tanks#2'],
    );
    assert.equal(tanks.officer, 'b-tanks#2');
    assert.ok(tanks.statuses.includes('disordered'));
  });

  it('rulebook p.34: with no tie and no Command possible the attack does not wait', () => {
    const made = applyChoice(setup, attackStep(false), fire);
    assert.equal(made.state.targetedByRangedAttack, undefined);
    assert.ok(made.events.some((e) => e.kind === 'rangedAttack'));
  });

  it('rulebook p.34: an order naming a model not of the target, or one twice, is refused with the model and the reason', () => {
    const waiting = applyChoice(setup, attackStep(true), fire).state;
    const refused = (losses: readonly string[], message: RegExp) =>
      assert.throws(
        () => applyChoice(setup, waiting, { kind: 'targetedByRangedAttack', losses }),
        (error: unknown) => error instanceof IllegalChoice && message.test(error.message),
      );
    refused(['a-tanks#1'], /losses\[0\]: a-tanks#1 is not a model of b-tanks/);
    refused(['b-tanks#2', 'b-tanks#2'], /losses\[1\]: b-tanks#2 is named twice/);
  });
});
