import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { planRangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';
import { aTanksBesideRifles } from '../testing/unit-state-fixture.js';

const team = { rules: [{ name: 'Construction Team' }] };

/** `holder` has Construction Team; A's tanks moved `gap` inches east of A's rifles' rank. */
function game(holder: string, gap: number): { setup: GameSetup; state: GameState } {
  const setup = skirmishWith({ [holder]: team });
  const state = opened(setup);
  aTanksBesideRifles(state, gap);
  return { setup, state };
}

/** `unit` Activated, through its Movement Step without a Manoeuvre. */
function attackStep(setup: GameSetup, state: GameState, unit: string): GameState {
  const now = applyChoice(setup, state, { kind: 'activate', unit }).state;
  return applyChoice(setup, now, { kind: 'hold' }).state;
}

const entrenchRifles: Choice = { kind: 'entrench', unit: 'a-rifles' };

describe('glossary: Construction Team', () => {
  it('the Entrench Special Action: itself or a friendly Light unit in Close Formation within 4" gains Entrenched', () => {
    const { setup, state } = game('a-tanks', 3.5);
    const ready = attackStep(setup, state, 'a-tanks');
    const options = (nextDecision(setup, ready)?.options ?? []).filter(
      (o) => o.kind === 'entrench',
    );
    assert.deepEqual(options, [{ kind: 'entrench', unit: 'a-tanks' }, entrenchRifles]);
    const { state: after, events } = applyChoice(setup, ready, entrenchRifles);
    assert.equal(events[0]?.text, 'Tanks a-tanks entrenches Rifles a-rifles');
    assert.deepEqual(after.units['a-rifles']?.statuses, ['entrenched']);
    assert.ok(after.units['a-tanks']?.statuses.includes('activated'));
  });

  it('not a unit beyond 4", nor a Heavy one (in Open Formation)', () => {
    const far = game('a-tanks', 4.5);
    assert.throws(
      () => applyChoice(far.setup, attackStep(far.setup, far.state, 'a-tanks'), entrenchRifles),
      {
        rule: 'glossary: Construction Team',
        message: /cannot entrench a-rifles/,
      },
    );
    const rifles = game('a-rifles', 1);
    const ready = attackStep(rifles.setup, rifles.state, 'a-rifles');
    assert.throws(
      () => applyChoice(rifles.setup, ready, { kind: 'entrench', unit: 'a-tanks' }),
      /cannot entrench a-tanks/,
    );
  });

  it('Entrenched: a Ranged Attack whose Line of Sight crosses its Front Arc counts it as a Heavy target', () => {
    const { setup, state } = game('a-tanks', 3.5);
    const tanks = state.units['b-tanks'];
    if (tanks === undefined) throw new RangeError('b-tanks');
    // The B tanks 10" nearer, ahead of the A rifles (facing north).
    tanks.models = tanks.models.map((m) => ({ ...m, x: m.x - 10, y: m.y - 10 }));
    const plan = () => planRangedAttack(setup, state, 'b-tanks', 'a-rifles', false);
    assert.equal(plan().row.target, 'light');
    state.units['a-rifles']?.statuses.push('entrenched');
    assert.equal(plan().row.target, 'heavy');
    assert.equal(plan().attack.target.category, 'heavy');
    // Turned about, the rifles show the attacker their Rear Arc: a Light target again.
    const rifles = state.units['a-rifles'];
    if (rifles === undefined) throw new RangeError('a-rifles');
    rifles.models = rifles.models.map((m) => ({ ...m, facing: -Math.PI / 2 }));
    assert.equal(plan().row.target, 'light');
  });

  it('Entrenched: a Charge against it suffers an additional Combat Rating Penalty, and ends it', () => {
    const setup = skirmishWith({});
    let state = faceToFace(setup);
    state.units['b-rifles']?.statuses.push('entrenched');
    state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    state = applyChoice(setup, state, {
      kind: 'charge',
      target: 'b-rifles',
      at: [10, 11],
      facing: 90,
    }).state;
    assert.ok(state.units['b-rifles']?.statuses.includes('entrenched'));
    const { state: after, events } = applyChoice(setup, state, { kind: 'closeQuartersAttack' });
    const charge = events.find((e) => e.kind === 'closeQuartersAttack' && e.unit === 'a-rifles');
    assert.match(charge?.text ?? '', /in Close Quarters: weakened,/);
    assert.ok(!(after.units['b-rifles']?.statuses ?? []).includes('entrenched'));
    assert.ok(
      events.some(
        (e) =>
          e.text === 'Rifles b-rifles is no longer Entrenched (its Barricade Tokens are removed)',
      ),
    );
  });

  it('Entrenched: lost by a move or any Manoeuvre but Aim', () => {
    const { setup, state } = game('a-tanks', 3.5);
    state.units['a-rifles']?.statuses.push('entrenched');
    const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    const aimed = applyChoice(setup, activated, { kind: 'aim' }).state;
    assert.ok(aimed.units['a-rifles']?.statuses.includes('entrenched'));
    const moved = applyChoice(setup, activated, { kind: 'advance', at: [10, 8], facing: 90 }).state;
    assert.ok(!(moved.units['a-rifles']?.statuses ?? []).includes('entrenched'));
  });
});
