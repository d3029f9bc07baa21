import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { planRangedAttack } from '../ranged-attack.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

const setup = transportSkirmish(3, true);

/** A's rifles, Embarked on the tanks at (24, 5), Activated in their Movement Step. */
function aboardActivated(): GameState {
  return applyChoice(setup, transportOpened(setup), { kind: 'activate', unit: 'a-rifles' }).state;
}

function refused(state: GameState, at: readonly [number, number], rule: string, message: RegExp) {
  assert.throws(
    () => applyChoice(setup, state, { kind: 'disembark', at, facing: 90 }),
    (e: unknown) => e instanceof IllegalChoice && e.rule === rule && message.test(e.message),
  );
}

describe('rulebook pp.25, 46 Disembark', () => {
  it('rulebook p.25 Disembark, p.46 Embarked Units: in its Movement Step an Embarked unit may only Disembark, within 3" of its Transport, or stay aboard', () => {
    const decision = nextDecision(setup, aboardActivated());
    assert.deepEqual(decision?.options, [{ kind: 'hold' }]);
    assert.deepEqual(decision?.constraints, [
      { kind: 'disembark', unit: 'a-rifles', transport: 'a-tanks', reach: 3 },
    ]);
  });

  it('rulebook p.46 Making a Disembark Manoeuvre: the unit is set up in Unit Coherency, each model within 3" of the Transport, then uses its Attack Step', () => {
    const { state, events } = applyChoice(setup, aboardActivated(), {
      kind: 'disembark',
      at: [24, 9],
      facing: 90,
    });
    assert.equal(events[0]?.text, 'Rifles a-rifles Disembarks from Tanks a-tanks');
    const rifles = state.units['a-rifles'];
    assert.equal(rifles?.embarked, undefined);
    assert.equal(rifles?.deployed, true);
    assert.deepEqual(
      rifles?.models.map((m) => [m.x, m.y]),
      [
        [24, 9],
        [25, 9],
        [23, 9],
        [26, 9],
        [22, 9],
        [27, 9],
      ],
    );
    assert.equal(state.activation?.step, 'attack');
  });

  it('rulebook p.30 Embark: a unit that Disembarked this turn cannot Embark again', () => {
    let state = applyChoice(setup, aboardActivated(), {
      kind: 'disembark',
      at: [24, 9],
      facing: 90,
    }).state;
    assert.ok(!(nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'embark'));
    assert.throws(
      () => (state = applyChoice(setup, state, { kind: 'embark', transport: 'a-tanks' }).state),
      (e: unknown) =>
        e instanceof IllegalChoice && /made a Disembark manoeuvre this turn/.test(e.message),
    );
  });

  it('rulebook p.46 Making a Disembark Manoeuvre: a model further than 3" from every model of the Transport is refused', () => {
    refused(
      aboardActivated(),
      [24, 10],
      'rulebook p.46 Making a Disembark Manoeuvre',
      /a-rifles#5 would not be within 3" of its Transport unit/,
    );
  });

  it('rulebook p.46 Making a Disembark Manoeuvre: no model within 1" of an enemy unit', () => {
    const state = aboardActivated();
    const enemy = state.units['b-rifles'];
    if (enemy === undefined) throw new RangeError('b-rifles');
    enemy.models = enemy.models.map((m, i) => ({ ...m, x: 21 + i, y: 10.2 }));
    refused(
      state,
      [24, 9],
      'rulebook p.46 Making a Disembark Manoeuvre',
      /within 1" of the enemy b-rifles#/,
    );
  });

  it('rulebook p.46 Embarked Units: an Embarked unit makes no Attack and no other Manoeuvre or Action', () => {
    const state = aboardActivated();
    assert.throws(
      () => applyChoice(setup, state, { kind: 'advance', at: [24, 9], facing: 90 }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'rulebook p.46 Embarked Units',
    );
    // A bot weighing an attack by an Embarked unit is told why it cannot make one.
    assert.throws(
      () => planRangedAttack(setup, state, 'a-rifles', 'b-tanks', false),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'rulebook p.46 Embarked Units',
    );
    const attackStep = applyChoice(setup, state, { kind: 'hold' }).state;
    assert.deepEqual(nextDecision(setup, attackStep)?.options, [{ kind: 'hold' }]);
    assert.throws(
      () => applyChoice(setup, attackStep, { kind: 'takeCover' }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'rulebook p.46 Embarked Units',
    );
  });

  it('rulebook p.46 Embarked Units: an Embarked unit cannot be targeted by enemy Attacks', () => {
    let state = applyChoice(setup, aboardActivated(), { kind: 'hold' }).state;
    state = applyChoice(setup, state, { kind: 'hold' }).state;
    // rulebook p.22 Coordinated Units: the Transport is not Activated with it.
    state = applyChoice(setup, state, { kind: 'declineCoordinated' }).state;
    state = applyChoice(setup, state, { kind: 'activate', unit: 'b-tanks' }).state;
    state = applyChoice(setup, state, { kind: 'hold' }).state;
    const targets = (nextDecision(setup, state)?.options ?? []).flatMap((o) =>
      o.kind === 'rangedAttack' ? [o.target] : [],
    );
    assert.ok(!targets.includes('a-rifles'));
    assert.ok(targets.includes('a-tanks'));
    assert.throws(
      () => applyChoice(setup, state, { kind: 'rangedAttack', target: 'a-rifles' }),
      IllegalChoice,
    );
  });
});
