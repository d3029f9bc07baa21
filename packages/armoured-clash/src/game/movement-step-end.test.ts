import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { holding, put, withChanges } from '../testing/aura-fixture.js';
import { opened } from '../testing/clash-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

const fuming = withChanges({ 'a-tanks': holding({ name: 'Corrosive Fumes', x: 6 }) });

/** The A tanks (one model at (10, 10)), the B rifles `gap` inches north, the A rifles beside them. */
function standing(setup: GameSetup, gap: number): GameState {
  const state = opened(setup);
  put(state, 'a-tanks', [[10, 10]]);
  put(state, 'b-rifles', [[10, 11.5 + gap]]);
  put(state, 'a-rifles', [[13, 10]]);
  return state;
}

/** The A tanks Activate and make no Manoeuvre: their Movement Step ends. */
function holdStill(setup: GameSetup, state: GameState): { state: GameState; events: GameEvent[] } {
  const active = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  return applyChoice(setup, active, { kind: 'hold' });
}

const statusesOf = (state: GameState, unit: string) => state.units[unit]?.statuses ?? [];

describe('glossary: Corrosive Fumes (X")', () => {
  it('at the end of its Movement Step each enemy unit within X" gains Disordered', () => {
    const { state, events } = holdStill(fuming, standing(fuming, 6));
    assert.deepEqual(statusesOf(state, 'b-rifles'), ['disordered']);
    assert.deepEqual(
      events.filter((e) => e.kind === 'statuses').map((e) => e.text),
      ['Rifles b-rifles is Disordered (Corrosive Fumes)'],
    );
    // Friendly units and enemy units beyond X" are unaffected.
    assert.deepEqual(statusesOf(state, 'a-rifles'), []);
    assert.deepEqual(statusesOf(state, 'b-tanks'), []);
  });

  it('nothing beyond X"', () => {
    assert.deepEqual(statusesOf(holdStill(fuming, standing(fuming, 6.1)).state, 'b-rifles'), []);
  });

  it('units with Automata are unaffected', () => {
    const automata = withChanges({ 'b-rifles': holding({ name: 'Automata' }) }, fuming);
    assert.deepEqual(statusesOf(holdStill(automata, standing(automata, 2)).state, 'b-rifles'), []);
  });

  it('a unit that failed its Rally Test and uses its Attack Step has no Movement Step', () => {
    const shaken = withChanges({ 'a-tanks': (unit) => ({ ...unit, discipline: 0 }) }, fuming);
    const start = standing(shaken, 2);
    start.units['a-tanks']?.statuses.push('suppressed');
    const { state } = holdStill(shaken, start);
    assert.equal(state.activation?.rallyFailed, true);
    assert.deepEqual(statusesOf(state, 'b-rifles'), []);
  });
});
