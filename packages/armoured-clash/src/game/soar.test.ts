import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { attackTarget } from './attack-parties.js';
import { armyUnit } from './army-unit.js';
import { profileAsTarget } from './entrenched.js';
import { nextDecision } from './next-decision.js';
import { setupRuleProblems } from './setup-rules.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { transportOpened, transportSkirmish } from './transport/transport-fixture.js';

const RULE = 'glossary: Soar (X")';
const SOAR_SPEED = 12;
const base = skirmishWith({ 'a-rifles': { rules: [{ name: 'Soar', x: SOAR_SPEED }] } });
/** A rock (Blocking Terrain) 6" east of A's rifles, across their way. */
const setup: GameSetup = {
  ...base,
  terrain: [
    ...base.terrain,
    {
      id: 'rock',
      name: 'Rock',
      size: 3,
      features: ['blocking'],
      area: { circle: { centre: [16, 6], radius: 1.5 } },
    },
  ],
};

/** A-rifles Activated, declared Soaring (its Reaction Step passed): their Movement Step. */
function soaring(): { state: GameState; text: string } {
  const { state, events } = applyChoice(setup, faceToFace(setup), {
    kind: 'activate',
    unit: 'a-rifles',
    soar: true,
  });
  const moving =
    state.activation?.reaction === undefined
      ? state
      : applyChoice(setup, state, { kind: 'noReaction' }).state;
  return { state: moving, text: events.find((e) => e.kind === 'soar')?.text ?? '' };
}

describe(RULE, () => {
  it('glossary: Soar (X"): a known rule, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(setup), []);
  });

  it('glossary: Soar (X"): its General can declare it will Soar as the Activation starts (only a unit with the rule)', () => {
    const options = nextDecision(setup, faceToFace(setup))?.options ?? [];
    assert.deepEqual(
      options.filter((o) => o.kind === 'activate' && o.soar === true),
      [{ kind: 'activate', unit: 'a-rifles', soar: true }],
    );
    assert.throws(
      () =>
        applyChoice(setup, faceToFace(setup), { kind: 'activate', unit: 'a-tanks', soar: true }),
      { rule: RULE, message: 'a-tanks cannot Soar' },
    );
  });

  it('glossary: Soar (X"): until the end of its Activation its Speed is X", its Target Category Aerial and its Size 10', () => {
    const { state, text } = soaring();
    assert.equal(
      text,
      `Rifles a-rifles Soars: Speed 12", Target Category Aerial, Size 10 until the end of its Activation (${RULE})`,
    );
    const limits = (nextDecision(setup, state)?.constraints ?? []).map((c) => [
      c.kind,
      'limit' in c ? c.limit : undefined,
    ]);
    assert.deepEqual(limits, [
      ['advance', SOAR_SPEED],
      ['charge', 2 * SOAR_SPEED],
      ['doubleTime', 2 * SOAR_SPEED],
    ]);
    const table = tableOf(setup, state);
    assert.equal(table.units.get('a-rifles')?.size, 10);
    assert.equal(profileAsTarget(setup, table, 'b-rifles', 'a-rifles', false).category, 'aerial');
    const rifles = state.units['a-rifles'];
    assert.ok(rifles !== undefined);
    assert.equal(attackTarget(armyUnit(setup, 'a-rifles'), rifles).category, 'aerial');
  });

  it('glossary: Soar (X"): the effects end with the Activation', () => {
    const { state } = soaring();
    const after = applyChoice(setup, state, { kind: 'hold' }).state;
    const ended =
      after.activation === undefined
        ? after
        : applyChoice(setup, after, { kind: 'takeCover' }).state;
    assert.equal(ended.units['a-rifles']?.soaring, undefined);
    assert.equal(tableOf(setup, ended).units.get('a-rifles')?.size, 1);
  });

  it('glossary: Soar (X"): a Soaring unit cannot make the Aim manoeuvre', () => {
    const { state } = soaring();
    const options = nextDecision(setup, state)?.options ?? [];
    assert.equal(
      options.some((o) => o.kind === 'aim'),
      false,
    );
    assert.throws(() => applyChoice(setup, state, { kind: 'aim' }), {
      rule: RULE,
      message: 'Rifles a-rifles is Soaring: it cannot make the Aim manoeuvre',
    });
  });

  it('glossary: Soar (X"): moving, it treats Blocking Terrain as Open Terrain, but cannot end its move in it', () => {
    const { state } = soaring();
    assert.doesNotThrow(() =>
      applyChoice(setup, state, { kind: 'advance', at: [22, 6], facing: 90 }),
    );
    assert.throws(() => applyChoice(setup, state, { kind: 'advance', at: [16, 6], facing: 90 }), {
      rule: RULE,
      message: 'a-rifles#1 would end in Rock',
    });
  });

  it('glossary: Soar (X"): moving, it treats enemy units as Open Terrain (through them, ending 1" away)', () => {
    const { state } = soaring();
    assert.doesNotThrow(() =>
      applyChoice(setup, state, { kind: 'advance', at: [10, 17], facing: 90 }),
    );
  });

  it('glossary: Soar (X"): without the declaration the unit moves as usual (Speed 4", no way through the Rock)', () => {
    const start = applyChoice(setup, faceToFace(setup), {
      kind: 'activate',
      unit: 'a-rifles',
    }).state;
    const state =
      start.activation?.reaction === undefined
        ? start
        : applyChoice(setup, start, { kind: 'noReaction' }).state;
    assert.throws(() => applyChoice(setup, state, { kind: 'advance', at: [22, 6], facing: 90 }));
  });

  it('glossary: Soar (X"): a Soaring unit cannot make a Disembark manoeuvre, nor is an Embarked unit offered Soar', () => {
    const aboard = transportSkirmish(3, true, [{ name: 'Soar', x: SOAR_SPEED }]);
    const opened = transportOpened(aboard);
    const options = nextDecision(aboard, opened)?.options ?? [];
    assert.equal(
      options.some((o) => o.kind === 'activate' && o.soar === true),
      false,
    );
    const state = applyChoice(aboard, opened, { kind: 'activate', unit: 'a-rifles' }).state;
    const rifles = state.units['a-rifles'];
    assert.ok(rifles !== undefined);
    rifles.soaring = { rule: RULE, speed: SOAR_SPEED, category: 'aerial', size: 10 };
    assert.throws(
      () => applyChoice(aboard, state, { kind: 'disembark', at: [24, 9], facing: 90 }),
      {
        rule: RULE,
        message: 'Rifles a-rifles is Soaring: it cannot make the Disembark manoeuvre',
      },
    );
  });
});
