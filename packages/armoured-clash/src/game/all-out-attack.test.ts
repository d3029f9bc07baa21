import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import type { GameState, Status } from './state.js';

/** The A tanks with All-Out Attack (x); B's rifles moved within range of both their rows. */
function setupWith(x: number, b: Partial<ArmyUnit> = {}): GameSetup {
  return skirmishWith({
    'a-tanks': { rules: [{ name: 'All-Out Attack', x }] },
    'b-tanks': { profile: b },
  });
}

/** The A tanks in their Attack Step (no Manoeuvre), with `statuses`; the B rifles 20" off. */
function attackStep(setup: GameSetup, statuses: readonly Status[] = []): GameState {
  const start = opened(setup);
  const rifles = start.units['b-rifles'];
  if (rifles === undefined) throw new RangeError('b-rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 4, y: m.y - 8 }));
  start.units['a-tanks']?.statuses.push(...statuses);
  let state = applyChoice(setup, start, { kind: 'activate', unit: 'a-tanks' }).state;
  state = applyChoice(setup, state, { kind: 'hold' }).state;
  assert.equal(state.activation?.step, 'attack');
  return state;
}

const both: Choice = { kind: 'allOutAttack', targets: ['b-rifles', 'b-tanks'] };

describe('glossary: All-Out Attack (X)', () => {
  it('makes up to X Ranged Attacks, each with a different row, in the order chosen', () => {
    const setup = setupWith(2);
    const state = attackStep(setup);
    const options = nextDecision(setup, state)?.options ?? [];
    assert.deepEqual(
      options.filter((o) => o.kind === 'allOutAttack'),
      [both],
    );
    const reversed: Choice = { kind: 'allOutAttack', targets: ['b-tanks', 'b-rifles'] };
    const { state: after, events } = applyChoice(setup, state, reversed);
    const fired = events.filter((e) => e.kind === 'rangedAttack').map((e) => e.text);
    assert.equal(fired.length, 2);
    assert.match(fired[0] ?? '', /^Tanks a-tanks fires at Tanks b-tanks/);
    assert.match(fired[1] ?? '', /^Tanks a-tanks fires at Rifles b-rifles/);
    assert.ok(after.units['a-tanks']?.statuses.includes('activated'));
    assert.equal(after.activation, undefined);
  });

  it('each attack must use a different row of the Armaments Grid', () => {
    // The B tanks made a Light target: both targets call for the row against Light targets.
    const setup = setupWith(2, { category: 'light' });
    const state = attackStep(setup);
    assert.ok(!(nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'allOutAttack'));
    assert.throws(() => applyChoice(setup, state, both), /different row/);
  });

  it('interaction with Construction Team: an Entrenched Light target facing it calls for the Heavy row', () => {
    const setup = setupWith(2);
    const state = attackStep(setup);
    // B's rifles face south, towards A's tanks: Entrenched, they count as a Heavy target.
    state.units['b-rifles']?.statuses.push('entrenched');
    assert.ok(!(nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'allOutAttack'));
    assert.throws(() => applyChoice(setup, state, both), /different row/);
  });

  it('no more than X attacks, and not without the rule', () => {
    const one = setupWith(1);
    assert.throws(() => applyChoice(one, attackStep(one), both), /choose 1 to 1 different targets/);
    const plain = skirmishWith({});
    assert.throws(() => applyChoice(plain, attackStep(plain), both), /has no All-Out Attack/);
  });

  it('a Suppressed unit cannot make an All-Out Attack', () => {
    const setup = setupWith(2);
    const state = attackStep(setup);
    state.units['a-tanks']?.statuses.push('suppressed');
    assert.ok(!(nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'allOutAttack'));
    assert.throws(() => applyChoice(setup, state, both), /Suppressed unit cannot/);
  });

  it('Reloading at the start of the All-Out Attack is lost at the end of the Attack Step', () => {
    const setup = setupWith(2);
    const state = attackStep(setup, ['reloading']);
    const single: Choice = { kind: 'allOutAttack', targets: ['b-tanks'] };
    assert.ok(
      (nextDecision(setup, state)?.options ?? []).some(
        (o) => o.kind === 'allOutAttack' && o.targets.length === 1,
      ),
    );
    const { state: after, events } = applyChoice(setup, state, single);
    assert.ok(events.some((e) => e.kind === 'rangedAttack'));
    assert.deepEqual(after.units['a-tanks']?.statuses, ['activated']);
  });

  it('without Reloading, a single attack is no All-Out Attack worth listing (it is a Ranged Attack)', () => {
    const setup = setupWith(2);
    const options = nextDecision(setup, attackStep(setup))?.options ?? [];
    assert.ok(!options.some((o) => o.kind === 'allOutAttack' && o.targets.length === 1));
  });
});
