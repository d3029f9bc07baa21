import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import { destroyModels } from '../losses.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, UnitState } from '../state.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

const setup = transportSkirmish(3, true, [], [{ name: 'Bail Out' }]);

function unit(state: GameState, id: string): UnitState {
  const found = state.units[id];
  if (found === undefined) throw new RangeError(id);
  return found;
}

/** A's tanks (Bail Out, A's six rifles aboard) lose one of their two models. */
function tankLost(prepare: (state: GameState) => void = () => undefined): {
  state: GameState;
  texts: string[];
} {
  const state = transportOpened(setup);
  prepare(state);
  const events = destroyModels(setup, state, unit(state, 'a-tanks'), 1, undefined);
  return { state, texts: events.map((e) => e.text) };
}

describe('glossary: Bail Out', () => {
  it('glossary: Bail Out: models of the Occupied Transport Destroyed: its General may Disembark the Embarked unit before its models are lost to the reduced Capacity', () => {
    const { state, texts } = tankLost();
    assert.deepEqual(texts, [
      'a-tanks#2 is Wrecked: it stays on the battlefield as Blocking Terrain',
    ]);
    assert.deepEqual(state.bailOut, { transport: 'a-tanks', unit: 'a-rifles' });
    assert.equal(unit(state, 'a-rifles').embarked?.models, 6);
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [{ kind: 'stayAboard' }]);
    assert.deepEqual(decision?.constraints, [
      { kind: 'bailOut', unit: 'a-rifles', transport: 'a-tanks', reach: 3 },
    ]);
  });

  it('glossary: Bail Out: the unit Disembarks with all its models and automatically gains the Suppressed status', () => {
    const { state } = tankLost();
    const made = applyChoice(setup, state, { kind: 'bailOut', at: [24, 9], facing: 90 });
    const rifles = unit(made.state, 'a-rifles');
    assert.equal(rifles.embarked, undefined);
    assert.equal(rifles.deployed, true);
    assert.equal(rifles.models.length, 6);
    assert.deepEqual(rifles.statuses, ['suppressed']);
    assert.equal(made.state.bailOut, undefined);
    assert.deepEqual(
      made.events.filter((e) => e.kind === 'bailOut').map((e) => e.text),
      ['Rifles a-rifles Bails Out of Tanks a-tanks and is Suppressed'],
    );
    assert.equal(nextDecision(setup, made.state)?.prompt, 'Activate a Ready unit (rulebook p.22)');
  });

  it('glossary: Bail Out: staying aboard, the Embarked models beyond the reduced Transport Capacity are Destroyed then (rulebook p.46)', () => {
    const { state } = tankLost();
    const made = applyChoice(setup, state, { kind: 'stayAboard' });
    assert.deepEqual(
      made.events.filter((e) => e.kind === 'destroyed').map((e) => e.text),
      ['3 models of Rifles a-rifles are Destroyed: Tanks a-tanks can carry 3 now'],
    );
    assert.deepEqual(unit(made.state, 'a-rifles').embarked, { transport: 'a-tanks', models: 3 });
  });

  it('glossary: Bail Out: an Embarked unit already Suppressed cannot Disembark: its losses come at once', () => {
    const { state, texts } = tankLost((s) => unit(s, 'a-rifles').statuses.push('suppressed'));
    assert.equal(state.bailOut, undefined);
    assert.deepEqual(texts, [
      'a-tanks#2 is Wrecked: it stays on the battlefield as Blocking Terrain',
      '3 models of Rifles a-rifles are Destroyed: Tanks a-tanks can carry 3 now',
    ]);
  });

  it('glossary: Bail Out: with no Transport model left to Disembark by, the Embarked unit is lost with it', () => {
    const state = transportOpened(setup);
    destroyModels(setup, state, unit(state, 'a-tanks'), 2, undefined);
    assert.equal(state.bailOut, undefined);
    assert.equal(unit(state, 'a-rifles').annihilated, true);
  });

  it('glossary: Bail Out: while it is offered nothing else is chosen; without an offer its answers are refused', () => {
    const { state } = tankLost();
    const refused = (e: unknown): boolean =>
      e instanceof IllegalChoice && e.rule === 'glossary: Bail Out';
    assert.throws(() => applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }), refused);
    const opened = transportOpened(setup);
    assert.throws(() => applyChoice(setup, opened, { kind: 'stayAboard' }), refused);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'bailOut', at: [24, 30], facing: 90 }),
      (e: unknown) => e instanceof IllegalChoice && /Disembark/.test(e.rule),
    );
  });
});
