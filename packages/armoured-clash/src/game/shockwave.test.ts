import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { cardOnTop, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/** Card id 11 of the skirmish deck has Value 12: a Discipline 6 unit fails its test. */
const VALUE_12 = 11;

/** A's rifles (their rank across x 21-27 at y = 8) stand in the path of A's tanks, heading north. */
function game(setup: GameSetup): GameState {
  const state = opened(setup);
  const rifles = state.units['a-rifles'];
  if (rifles === undefined) throw new RangeError('a-rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 14, y: m.y + 2 }));
  cardOnTop(state, 'a', VALUE_12);
  return state;
}

function move(
  setup: GameSetup,
  unit: string,
  choice: Choice,
): { state: GameState; events: GameEvent[] } {
  const state = applyChoice(setup, game(setup), { kind: 'activate', unit }).state;
  return applyChoice(setup, state, choice);
}

const tanksNorth = (kind: 'advance' | 'doubleTime', y: number): Choice => ({
  kind,
  at: [24, y],
  facing: 90,
});

describe('glossary: Shockwave', () => {
  const setup = skirmishWith({ 'a-tanks': { rules: [{ name: 'Shockwave' }] } });

  it('a unit its models move through in a Double Time takes a Suppression Test at the end of the move, friend or foe', () => {
    const { state, events } = move(setup, 'a-tanks', tanksNorth('doubleTime', 15));
    assert.deepEqual(
      events
        .filter((e) => e.kind === 'shockwave' || e.kind === 'suppressionTest')
        .map((e) => e.text),
      [
        "Tanks a-tanks's Shockwave: Rifles a-rifles takes a Suppression Test",
        'Rifles a-rifles takes a Suppression Test at 6: card 12, failed',
      ],
    );
    assert.ok(state.units['a-rifles']?.statuses.includes('suppressed'));
  });

  it('not after an Advance, nor without the rule', () => {
    const advanced = move(setup, 'a-tanks', tanksNorth('advance', 11));
    assert.ok(!advanced.events.some((e) => e.kind === 'shockwave'));
    const plain = skirmishWith({});
    const without = move(plain, 'a-tanks', tanksNorth('doubleTime', 15));
    assert.ok(!without.events.some((e) => e.kind === 'shockwave' || e.kind === 'suppressionTest'));
  });

  it('units with Large are unaffected', () => {
    // The rifles, with Shockwave, at Double Time through the tanks (Large) to y = 4.
    const rifles = skirmishWith({ 'a-rifles': { rules: [{ name: 'Shockwave' }] } });
    const state = applyChoice(rifles, game(rifles), { kind: 'activate', unit: 'a-rifles' }).state;
    const moved = applyChoice(rifles, state, { kind: 'doubleTime', at: [24, 1], facing: 90 });
    const { events } = moved;
    // From y = 8 to y = 1 across x 21-27: through the tanks (y 3.5-6.5, x 23-27.25).
    assert.deepEqual(
      moved.state.units['a-rifles']?.models.map((m) => [m.x.toFixed(3), m.y.toFixed(3)]),
      state.units['a-rifles']?.models.map((m) => [m.x.toFixed(3), '1.000']),
    );
    assert.ok(!events.some((e) => e.kind === 'shockwave'));
  });
});
