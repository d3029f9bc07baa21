import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';

const setup = skirmish();

function opened(): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 2, choices: OPENING_CHOICES }).state;
}

describe('rulebook p.34 Disordered and rulebook p.36 Suppressed: lost at the end of the unit’s next Activation', () => {
  it('a status the unit had as its Activation began ends with it', () => {
    let state = opened();
    state.units['a-tanks']!.statuses.push('disordered');
    state = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
    state = applyChoice(setup, state, { kind: 'hold' }).state;
    state = applyChoice(setup, state, { kind: 'hold' }).state;
    assert.equal(state.activation, undefined);
    assert.ok(!state.units['a-tanks']!.statuses.includes('disordered'));
  });

  it('a status gained during its own Activation lasts until the end of its next one', () => {
    let state = opened();
    state = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
    state = applyChoice(setup, state, { kind: 'hold' }).state;
    // Gained mid-Activation (as when its Officer is lost or it loses a Close Quarters Combat it began).
    state.units['a-tanks']!.statuses.push('suppressed', 'disordered');
    state = applyChoice(setup, state, { kind: 'hold' }).state;
    assert.equal(state.activation, undefined);
    assert.ok(state.units['a-tanks']!.statuses.includes('suppressed'));
    assert.ok(state.units['a-tanks']!.statuses.includes('disordered'));
  });
});
