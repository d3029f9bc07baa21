import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';

const setup = skirmish();
const LOOKOUT: Choice[] = [
  ...OPENING_CHOICES,
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'goOnLookout' },
  { kind: 'activate', unit: 'b-tanks' },
];

function play(choices: readonly Choice[]) {
  return replay({ format: RECORD_FORMAT, setup, seed: 9, choices });
}

describe('rulebook p.24 The Reaction Steps, rulebook p.25 Opportunity Fire, rulebook p.26 its penalty, rulebook p.30 On Lookout', () => {
  it('when an enemy Activates, the General with a unit On Lookout may declare Opportunity Fire', () => {
    const { state } = play(LOOKOUT);
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'opportunityFire', unit: 'a-tanks' },
      { kind: 'noReaction' },
    ]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'hold' }),
      /may first declare Opportunity Fire/,
    );
  });

  it('the Ranged Attack has the Opportunity Fire penalty, cannot Suppress, and the unit loses On Lookout', () => {
    const { state, events, illegal } = play([
      ...LOOKOUT,
      { kind: 'opportunityFire', unit: 'a-tanks' },
    ]);
    assert.equal(illegal, undefined);
    const fired = events.filter((e) => e.choice === LOOKOUT.length).map((e) => e.event);
    assert.ok(fired.some((e) => e.kind === 'opportunityFire'));
    // No bonus, one penalty (Opportunity Fire): Weakened.
    assert.match(fired.find((e) => e.kind === 'rangedAttack')?.text ?? '', /weakened/);
    assert.ok(!fired.some((e) => e.kind === 'suppressionTest'));
    assert.ok(!state.units['a-tanks']?.statuses.includes('onLookout'));
    // Once per Activation: after the move, no second Reaction Step.
    const after = applyChoice(setup, state, { kind: 'hold' }).state;
    assert.equal(after.activation?.step, 'attack');
    assert.equal(after.activation?.reaction, undefined);
  });

  it('passing the first Reaction Step leaves the second, after the move', () => {
    const { state } = play([...LOOKOUT, { kind: 'noReaction' }, { kind: 'hold' }]);
    assert.equal(state.activation?.reaction, 'second');
    const passed = applyChoice(setup, state, { kind: 'noReaction' }).state;
    assert.equal(passed.activation?.step, 'attack');
  });
});
