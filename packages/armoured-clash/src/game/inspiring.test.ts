import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { holding, put, withChanges } from '../testing/aura-fixture.js';
import { opened } from '../testing/clash-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

const inspiring = withChanges({ 'a-tanks': holding({ name: 'Inspiring', x: 1 }) });

/**
 * The A tanks (one model at (10, 10)) and the Suppressed A rifles (one model)
 * `gap` inches north of them; the B units far away, B's rifles Suppressed too.
 */
function standing(setup: GameSetup, gap: number): GameState {
  const state = opened(setup);
  put(state, 'a-tanks', [[10, 10]]);
  put(state, 'a-rifles', [[10, 11.5 + gap]]);
  put(state, 'b-rifles', [[12, 20]]);
  state.units['a-rifles']?.statuses.push('suppressed');
  state.units['b-rifles']?.statuses.push('suppressed');
  return state;
}

function play(setup: GameSetup, state: GameState, ...choices: Choice[]): GameState {
  return choices.reduce((now, choice) => applyChoice(setup, now, choice).state, state);
}

const statusesOf = (state: GameState, unit: string) => state.units[unit]?.statuses ?? [];

describe('glossary: Inspiring (X)', () => {
  it('at the end of its Movement Step its General chooses up to X friendly Suppressed units within 12"', () => {
    const state = play(
      inspiring,
      standing(inspiring, 12),
      { kind: 'activate', unit: 'a-tanks' },
      {
        kind: 'hold',
      },
    );
    const decision = nextDecision(inspiring, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'inspire', units: ['a-rifles'] },
      { kind: 'inspire', units: [] },
    ]);
  });

  it('the chosen units immediately lose the Suppressed status; then the Attack Step', () => {
    const before = play(
      inspiring,
      standing(inspiring, 12),
      { kind: 'activate', unit: 'a-tanks' },
      {
        kind: 'hold',
      },
    );
    const { state, events } = applyChoice(inspiring, before, {
      kind: 'inspire',
      units: ['a-rifles'],
    });
    assert.deepEqual(statusesOf(state, 'a-rifles'), []);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Rifles a-rifles loses the Suppressed status (Inspiring)'],
    );
    assert.equal(state.activation?.step, 'attack');
    const kept = applyChoice(inspiring, before, { kind: 'inspire', units: [] }).state;
    assert.deepEqual(statusesOf(kept, 'a-rifles'), ['suppressed']);
  });

  it('no choice beyond 12", nor when no friendly unit is Suppressed', () => {
    const far = play(
      inspiring,
      standing(inspiring, 12.1),
      { kind: 'activate', unit: 'a-tanks' },
      {
        kind: 'hold',
      },
    );
    assert.equal(far.activation?.step, 'attack');
    assert.match(nextDecision(inspiring, far)?.prompt ?? '', /Attack Step/);
  });

  it('refuses more than X units, an enemy unit, and any other choice meanwhile', () => {
    const before = play(
      inspiring,
      standing(inspiring, 12),
      { kind: 'activate', unit: 'a-tanks' },
      {
        kind: 'hold',
      },
    );
    assert.throws(
      () => applyChoice(inspiring, before, { kind: 'inspire', units: ['a-rifles', 'b-rifles'] }),
      { rule: 'glossary: Inspiring (X)', message: 'choose at most 1 different units' },
    );
    assert.throws(
      () => applyChoice(inspiring, before, { kind: 'inspire', units: ['b-rifles'] }),
      /Rifles b-rifles is not a friendly Suppressed unit within 12" of Tanks a-tanks/,
    );
    assert.throws(
      () => applyChoice(inspiring, before, { kind: 'takeCover' }),
      /first chooses the units that lose the Suppressed status/,
    );
  });

  it('a unit that failed its Rally Test and uses its Attack Step has no Movement Step: no choice', () => {
    const shaken = withChanges({ 'a-tanks': (unit) => ({ ...unit, discipline: 0 }) }, inspiring);
    const start = standing(shaken, 6);
    start.units['a-tanks']?.statuses.push('suppressed');
    const state = play(shaken, start, { kind: 'activate', unit: 'a-tanks' }, { kind: 'hold' });
    assert.equal(state.activation?.rallyFailed, true);
    assert.equal(state.activation?.step, 'attack');
  });
});
