import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

const setup = skirmish();

/** A's tanks Activate and do nothing: no Manoeuvre, no Attack. */
function holdTanks(state: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let now = state;
  for (const choice of [
    { kind: 'activate', unit: 'a-tanks' },
    { kind: 'hold' },
    { kind: 'hold' },
  ] as const) {
    const made = applyChoice(setup, now, choice);
    events.push(...made.events);
    now = made.state;
  }
  return { state: now, events };
}

describe('rulebook p.22 Abandoned Models', () => {
  it('a model out of Unit Coherency at the end of its unit’s Activation is Abandoned: removed from play', () => {
    const state = opened(setup);
    const tanks = state.units['a-tanks'];
    if (tanks === undefined) throw new RangeError('a-tanks');
    // The second tank 5" from its Officer: Open Formation asks 3" (rulebook p.14).
    tanks.models = tanks.models.map((m) => (m.id === tanks.officer ? m : { ...m, x: 31 }));
    const { state: after, events } = holdTanks(state);
    assert.deepEqual(
      after.units['a-tanks']?.models.map((m) => m.id),
      [tanks.officer],
    );
    assert.deepEqual(
      events.filter((e) => e.kind === 'abandoned').map((e) => e.text),
      ['1 model of Tanks a-tanks is Abandoned'],
    );
    assert.ok(after.units['a-tanks']?.statuses.includes('activated'));
  });

  it('a unit in Unit Coherency keeps every model', () => {
    const { state: after, events } = holdTanks(opened(setup));
    assert.equal(after.units['a-tanks']?.models.length, 2);
    assert.equal(
      events.some((e) => e.kind === 'abandoned'),
      false,
    );
  });
});
