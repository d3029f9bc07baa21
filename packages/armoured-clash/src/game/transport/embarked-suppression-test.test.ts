import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { combatSuppressionTest } from '../combat-suppression-test.js';
import type { GameState, UnitState } from '../state.js';
import { takeSuppressionTest } from '../suppression-test-due.js';
import { cardOnTop } from '../../testing/melee-fixture.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

const setup = transportSkirmish(3, true);

/** Skirmish deck card ids: id i has Value i % 12 + 1. */
const VALUE_1 = 0;
const VALUE_12 = 11;

function unitOf(state: GameState, id: string): UnitState {
  const unit = state.units[id];
  if (unit === undefined) throw new RangeError(id);
  return unit;
}

/** The Transport draws `transportCard`, then its Embarked unit `aboardCard`. */
function dealt(transportCard: number, aboardCard: number): GameState {
  const state = transportOpened(setup);
  cardOnTop(state, 'a', aboardCard);
  cardOnTop(state, 'a', transportCard);
  return state;
}

describe('rulebook p.46 Embarked Units: Suppression Tests', () => {
  it('rulebook p.46 Embarked Units: an Occupied Transport losing a Close Quarters Combat tests, then a separate Suppression Test is made for its Embarked unit', () => {
    const state = dealt(VALUE_1, VALUE_12);
    const events = combatSuppressionTest(setup, state, unitOf(state, 'a-tanks'), 2);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Tanks a-tanks takes a Suppression Test at 7: card 1, passed',
        'Rifles a-rifles takes a Suppression Test at 6: card 12, failed',
      ],
    );
    assert.deepEqual(unitOf(state, 'a-tanks').statuses, []);
    assert.deepEqual(unitOf(state, 'a-rifles').statuses, ['suppressed']);
  });

  it('rulebook p.46 Embarked Units: the Transport target of a Ranged Attack tests, and its Embarked unit separately', () => {
    const state = dealt(VALUE_12, VALUE_1);
    const due = {
      after: 'rangedAttack',
      unit: 'a-tanks',
      discipline: 7,
      failure: { breaks: false, fallsBack: false, gains: ['suppressed'] },
    } as const;
    const events = takeSuppressionTest(setup, state, due, []);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Tanks a-tanks takes a Suppression Test at 7: card 12, failed',
        'Rifles a-rifles takes a Suppression Test at 6: card 1, passed',
      ],
    );
    assert.deepEqual(unitOf(state, 'a-tanks').statuses, ['suppressed']);
    assert.deepEqual(unitOf(state, 'a-rifles').statuses, []);
  });

  it('rulebook p.46 Embarked Units: an Embarked unit already Suppressed that fails stays aboard, Suppressed (it cannot Fall Back; our reading)', () => {
    const state = dealt(VALUE_1, VALUE_12);
    const rifles = unitOf(state, 'a-rifles');
    rifles.statuses.push('suppressed');
    combatSuppressionTest(setup, state, unitOf(state, 'a-tanks'), 2);
    assert.deepEqual(rifles.statuses, ['suppressed']);
    assert.deepEqual(rifles.embarked, { transport: 'a-tanks', models: 6 });
  });

  it('rulebook p.46 Embarked Units: an Unoccupied Transport takes its test alone', () => {
    const empty = transportSkirmish(3, false);
    const state = transportOpened(empty, [10, 6]);
    cardOnTop(state, 'a', VALUE_1);
    const events = combatSuppressionTest(empty, state, unitOf(state, 'a-tanks'), 2);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Tanks a-tanks takes a Suppression Test at 7: card 1, passed'],
    );
  });
});
