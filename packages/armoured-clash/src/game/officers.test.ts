import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import { destroyModels } from './losses.js';
import { attackingUnit } from './open-formation-losses.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

const setup = skirmish();

function officerIsAModel(state: GameState, unitId: string): boolean {
  const unit = state.units[unitId];
  return unit !== undefined && unit.models.some((m) => m.id === unit.officer);
}

describe('rulebook p.9 Models and Units', () => {
  it('the models of a unit move together: an Advance takes all six rifles 4" north', () => {
    const state = opened(setup);
    let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    now = applyChoice(setup, now, { kind: 'advance', at: [10, 10], facing: 90 }).state;
    assert.deepEqual(
      now.units['a-rifles']?.models.map((m) => m.y),
      [10, 10, 10, 10, 10, 10],
    );
  });
});

describe('rulebook p.9 Officers', () => {
  it('one model of every unit is its Officer', () => {
    const state = opened(setup);
    for (const id of Object.keys(state.units)) assert.ok(officerIsAModel(state, id), id);
  });

  it('it always has one: the Officer Destroyed, a surviving model, then the single model left, is the Officer', () => {
    const state = opened(setup);
    const tanks = state.units['b-tanks'];
    if (tanks === undefined) throw new RangeError('b-tanks');
    const first = tanks.officer;
    // Precision picks B's Officer: the other tank is promoted.
    const from = attackingUnit(tableOf(setup, state), 'a-tanks');
    destroyModels(setup, state, tanks, 1, from, { first: [first] });
    assert.equal(tanks.models.length, 1);
    assert.notEqual(tanks.officer, first);
    assert.equal(tanks.officer, tanks.models[0]?.id);
  });
});
