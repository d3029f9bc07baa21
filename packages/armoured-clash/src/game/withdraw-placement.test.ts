import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coherencyProblems } from '../battlefield/coherency.js';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { withdraw } from './withdraw.js';

const setup = skirmish();

function opened(): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 5, choices: OPENING_CHOICES }).state;
}

/** Rounded to the hundredth, to compare places. */
function at(model: { readonly x: number; readonly y: number }): [number, number] {
  return [Math.round(model.x * 100) / 100, Math.round(model.y * 100) / 100];
}

describe('rulebook p.29 Withdrawing: a model is Destroyed only when it cannot be placed', () => {
  it('rulebook p.29 Withdrawing: a friendly Tank beside where the Officer withdraws to does not destroy the Rifles a single rank would have put there: the General forms them two models wide, all six in Unit Coherency (rulebook p.14)', () => {
    const state = opened();
    const rifles = state.units['b-rifles']!;
    rifles.models = rifles.models.map((m, i) => ({ ...m, x: 18 + i, y: 20, facing: -Math.PI / 2 }));
    // The winner 10" south: the Officer withdraws 3" north, to (18, 23), facing it.
    const winner = state.units['a-tanks']!;
    winner.models = winner.models.map((m, i) => ({ ...m, x: 18 + 4 * i, y: 10 }));
    // A friendly Tank (2" wide) stands from x 19.2 to 21.2: where a single rank would put Rifles east of the Officer.
    const tanks = state.units['b-tanks']!;
    tanks.models = tanks.models.map((m, i) =>
      i === 0 ? { ...m, x: 20.2, y: 23.5, facing: -Math.PI / 2 } : { ...m, x: 30, y: 32 },
    );
    const events = withdraw(setup, state, rifles, winner);
    assert.deepEqual(
      events.filter((e) => e.kind === 'removed'),
      [],
    );
    assert.equal(rifles.models.length, 6);
    assert.equal(rifles.officer, 'b-rifles#1');
    assert.deepEqual(at(rifles.models[0]!), [18, 23]);
    assert.deepEqual(coherencyProblems(tableOf(setup, state), 'b-rifles'), []);
    // Two files, 0 and west of the Officer, three ranks deep northwards.
    assert.deepEqual(rifles.models.map(at).sort(), [
      [17, 23],
      [17, 24],
      [17, 25],
      [18, 23],
      [18, 24],
      [18, 25],
    ]);
  });

  it('rulebook p.29 Withdrawing: the Officer cannot be placed and is Destroyed, the other Tank is placed on the free side of where it withdrew to, not Destroyed because the usual side is taken (rulebook p.35 Field Promotion)', () => {
    const state = opened();
    const tanks = state.units['b-tanks']!;
    tanks.models = tanks.models.map((m, i) => ({ ...m, x: 24 + 2.25 * i, y: 28 }));
    const winner = state.units['a-tanks']!;
    winner.models = winner.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 22 }));
    // The Officer would withdraw to (24, 31); friendly Rifles stand there and 2.25" west of it, where the other Tank would go.
    const rifles = state.units['b-rifles']!;
    rifles.models = rifles.models.map((m, i) =>
      i === 0 ? { ...m, x: 24, y: 31 } : i === 1 ? { ...m, x: 21.75, y: 31 } : m,
    );
    const events = withdraw(setup, state, tanks, winner);
    assert.deepEqual(
      events.filter((e) => e.kind === 'removed').map((e) => e.text),
      ['b-tanks#1 cannot be placed and is Destroyed (rulebook p.29)'],
    );
    assert.deepEqual(
      tanks.models.map((m) => [m.id, ...at(m)]),
      [['b-tanks#2', 26.25, 31]],
    );
    assert.equal(tanks.officer, 'b-tanks#2');
    assert.ok(tanks.statuses.includes('disordered'));
  });
});
