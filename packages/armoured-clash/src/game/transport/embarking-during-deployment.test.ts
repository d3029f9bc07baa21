import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import { initialState } from '../initial-state.js';
import { playerView } from '../view.js';
import { readyUnits } from '../activation.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { rifles } from '../../testing/game-fixture.js';
import { reservedUnits, undeployed } from '../deployment.js';
import { inReserve } from '../rapid-response.js';
import { deployFromReserve } from '../reserves.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

describe('rulebook p.46 Embarking During Deployment', () => {
  const setup = transportSkirmish(3, true);

  it('rulebook p.46 Embarking During Deployment: the unit starts Embarked with all its models, off the table, and only its Transport is deployed', () => {
    const state = initialState(setup, 1);
    assert.deepEqual(state.units['a-rifles']?.embarked, { transport: 'a-tanks', models: 6 });
    assert.equal(state.units['a-rifles']?.deployed, false);
    const decision = nextDecision(setup, state);
    const deploy = decision?.constraints?.find((c) => c.kind === 'deploy');
    assert.deepEqual(deploy?.kind === 'deploy' ? deploy.units : [], ['a-tanks']);
  });

  it('rulebook p.46 Embarked Units: once its Transport is deployed the Embarked unit is part of the force, Ready to Activate, and both Generals see it Embarked', () => {
    const state = transportOpened(setup);
    assert.deepEqual(
      readyUnits(state, 'a').map((u) => u.id),
      ['a-rifles', 'a-tanks'],
    );
    assert.deepEqual(playerView(state, 'b').units['a-rifles']?.embarked, {
      transport: 'a-tanks',
      models: 6,
    });
    assert.deepEqual(state.units['a-rifles']?.models, []);
  });

  it('rulebook pp.46, 57 Reserve Units: a Transport goes into Reserve with its Embarked unit, and both count against the units that may start in Reserve', () => {
    const state = initialState(setup, 1);
    // Three units: one may start in Reserve; the Transport takes its Embarked unit along.
    const options = nextDecision(setup, state)?.options ?? [];
    assert.deepEqual(options, []);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'reserve', unit: 'a-tanks' }),
      (e: unknown) => e instanceof IllegalChoice && /at least half/.test(e.message),
    );
  });

  it('rulebook pp.21, 46 Reserve Units: a Transport held in Reserve arrives with its Embarked unit aboard', () => {
    const base = transportSkirmish(3, true);
    const a = base.generals.a;
    // Five units: two may start in Reserve, the Transport and its Embarked unit.
    const five = {
      ...base,
      generals: {
        ...base.generals,
        a: { ...a, units: [...a.units, rifles('a-2'), rifles('a-3')] },
      },
    };
    const state = applyChoice(five, initialState(five, 1), {
      kind: 'reserve',
      unit: 'a-tanks',
    }).state;
    assert.deepEqual(inReserve(state, 'a'), ['a-tanks']);
    assert.deepEqual(undeployed(state, 'a'), ['a-2', 'a-3']);
    assert.equal(reservedUnits(state, 'a'), 2);
    state.stage = 'deployReserves';
    state.turn = 'a';
    deployFromReserve(five, state, 'a-tanks', [24, 1.5], 90);
    assert.deepEqual(
      readyUnits(state, 'a').map((u) => u.id),
      ['a-rifles', 'a-tanks'],
    );
    assert.equal(state.units['a-rifles']?.embarked?.transport, 'a-tanks');
  });

  it('rulebook p.46 Transport Capacity: a force whose Embarked unit does not fit is refused, saying which unit and why', () => {
    const tooSmall = transportSkirmish(2, true);
    assert.throws(
      () => initialState(tooSmall, 1),
      /a-rifles: cannot start Embarked: Rifles a-rifles takes up 6 places; Tanks a-tanks's Transport Capacity is 4 \(rulebook p.46 Transport Capacity\)/,
    );
    const nowhere = skirmishWith({ 'a-rifles': { profile: { embarkedOn: 'b-tanks' } } });
    assert.throws(
      () => initialState(nowhere, 1),
      /embarkedOn "b-tanks" is not a unit of General A/,
    );
  });
});
