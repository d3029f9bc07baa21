import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import type { RuleRef } from '../../rules/rule-ref.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

const embarkTanks: Choice = { kind: 'embark', transport: 'a-tanks' };

/** A's rifles (rank centred on `at`, facing north) Activated, in their Attack Step. */
function riflesAttackStep(setup: GameSetup, at: readonly [number, number]): GameState {
  let state = transportOpened(setup, at);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  return applyChoice(setup, state, { kind: 'hold' }).state;
}

function refusal(setup: GameSetup, state: GameState, rule: string, message: RegExp): void {
  assert.throws(
    () => applyChoice(setup, state, embarkTanks),
    (e: unknown) => e instanceof IllegalChoice && e.rule === rule && message.test(e.message),
  );
  assert.ok(!(nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'embark'));
}

describe('rulebook pp.30, 46 Embark', () => {
  it('rulebook p.46 Making an Embark Action: in its Attack Step an Infantry unit within 3" of an Unoccupied Transport is removed from the battlefield, Embarked with all its models, and its Activation ends', () => {
    const setup = transportSkirmish(3, false);
    const state = riflesAttackStep(setup, [19, 5]);
    assert.ok((nextDecision(setup, state)?.options ?? []).some((o) => o.kind === 'embark'));
    const { state: after, events } = applyChoice(setup, state, embarkTanks);
    assert.equal(events[0]?.text, 'Rifles a-rifles Embarks on Tanks a-tanks');
    const rifles = after.units['a-rifles'];
    assert.deepEqual(rifles?.embarked, { transport: 'a-tanks', models: 6 });
    assert.deepEqual(rifles?.models, []);
    assert.equal(rifles?.deployed, false);
    assert.ok(rifles?.statuses.includes('activated'));
    assert.equal(after.activation, undefined);
  });

  it('rulebook p.30 Embark: a Transport unit further than 3" away cannot be boarded', () => {
    const setup = transportSkirmish(3, false);
    refusal(setup, riflesAttackStep(setup, [16, 5]), 'rulebook p.30 Embark', /not within 3"/);
  });

  it('rulebook p.46 Transport Capacity: X Infantry models for each model of the Transport unit', () => {
    const setup = transportSkirmish(2, false);
    refusal(
      setup,
      riflesAttackStep(setup, [19, 5]),
      'rulebook p.46 Transport Capacity',
      /takes up 6 places; Tanks a-tanks's Transport Capacity is 4/,
    );
  });

  const bulky: RuleRef[] = [{ name: 'Bulky' }];

  it('glossary: Bulky: each Infantry model counts as two for Embarking', () => {
    const setup = transportSkirmish(3, false, bulky);
    refusal(
      setup,
      riflesAttackStep(setup, [19, 5]),
      'rulebook p.46 Transport Capacity',
      /takes up 12 places; Tanks a-tanks's Transport Capacity is 6/,
    );
  });

  it('glossary: Spacious: units that Embark on it are not affected by Bulky', () => {
    const setup = transportSkirmish(3, false, bulky, [{ name: 'Spacious' }]);
    const { state } = applyChoice(setup, riflesAttackStep(setup, [19, 5]), embarkTanks);
    assert.equal(state.units['a-rifles']?.embarked?.models, 6);
  });

  it('glossary: Restricted Access (X): the Transport unit only carries units with the X trait', () => {
    const setup = transportSkirmish(3, false, [], [{ name: 'Restricted Access (Cavalry)' }]);
    refusal(
      setup,
      riflesAttackStep(setup, [19, 5]),
      'glossary: Restricted Access (X)',
      /can only carry Cavalry units/,
    );
  });

  it('rulebook p.46 Transport Capacity: an Occupied Transport unit takes no other unit', () => {
    const setup = transportSkirmish(6, false);
    const state = riflesAttackStep(setup, [19, 5]);
    const rifles = state.units['b-rifles'];
    if (rifles === undefined) throw new RangeError('b-rifles');
    // Another unit of A already aboard: B's rifles stand in for it.
    state.units['b-rifles'] = {
      ...rifles,
      side: 'a',
      embarked: { transport: 'a-tanks', models: 6 },
    };
    refusal(setup, state, 'rulebook p.46 Transport Capacity', /is Occupied by Rifles b-rifles/);
  });

  it('rulebook p.30 Embark: only Infantry units; a unit that is no Transport carries none', () => {
    const setup = transportSkirmish(3, false);
    let state = transportOpened(setup, [19, 5]);
    state = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
    state = applyChoice(setup, state, { kind: 'hold' }).state;
    assert.throws(
      () => applyChoice(setup, state, { kind: 'embark', transport: 'a-rifles' }),
      (e: unknown) =>
        e instanceof IllegalChoice &&
        e.rule === 'glossary: Capacity (X)' &&
        /is not a Transport unit/.test(e.message),
    );
  });
});
