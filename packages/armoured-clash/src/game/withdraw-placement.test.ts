import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coherencyProblems } from '../battlefield/coherency.js';
import { opened as openedOn } from '../testing/clash-fixture.js';
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

  it('rulebook p.29 Withdrawing, p.35 Field Promotion: the Officer cannot be placed (friendly Rifles stand where it withdraws to) and is Destroyed; the Withdraw goes on with the promoted Tank #2, 3" directly away from A’s Officer (24, 22) from where it stands (26.25, 28), not round the Officer’s empty place', () => {
    const state = opened();
    const tanks = state.units['b-tanks']!;
    tanks.models = tanks.models.map((m, i) => ({ ...m, x: 24 + 2.25 * i, y: 28 }));
    const winner = state.units['a-tanks']!;
    winner.models = winner.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 22 }));
    // The Officer would withdraw to (24, 31); friendly Rifles stand there and 2.25" west of it.
    const rifles = state.units['b-rifles']!;
    rifles.models = rifles.models.map((m, i) =>
      i === 0 ? { ...m, x: 24, y: 31 } : i === 1 ? { ...m, x: 21.75, y: 31 } : m,
    );
    const events = withdraw(setup, state, tanks, winner);
    assert.deepEqual(
      events.filter((e) => e.kind === 'removed').map((e) => e.text),
      ['b-tanks#1 cannot be placed and is Destroyed (rulebook p.29)'],
    );
    // (2.25, 6) is 6.41" long: 3" along it from (26.25, 28).
    const along = 3 / Math.hypot(2.25, 6);
    assert.deepEqual(
      tanks.models.map((m) => [m.id, ...at(m)]),
      [['b-tanks#2', ...at({ x: 26.25 + 2.25 * along, y: 28 + 6 * along })]],
    );
    assert.deepEqual(at(tanks.models[0]!), [27.3, 30.81]);
    assert.equal(tanks.officer, 'b-tanks#2');
    assert.ok(tanks.statuses.includes('disordered'));
  });

  it('rulebook p.29 Withdrawing, p.35 Wrecks: Tank #2 (Large) can be placed nowhere round the Officer’s place (24, 31), friendly Rifles either side and behind, so it would stay where it stood, Wrecked, across that place: the Officer cannot be placed there and is Destroyed (its wreck at (24, 28)); #2, promoted, Withdraws 3" directly away from A’s Officer (24, 22), to (25.32, 34.23), and no model stands in a wreck', () => {
    const state = opened();
    const tanks = state.units['b-tanks']!;
    tanks.models = tanks.models.map((m, i) => ({ ...m, x: 24 + i, y: 28 + 3.25 * i }));
    const winner = state.units['a-tanks']!;
    winner.models = winner.models.map((m, i) => ({ ...m, x: 24 + 4 * i, y: 22 }));
    const stands = [
      [21.5, 31],
      [26.5, 31],
      [23.2, 35.5],
    ];
    const rifles = state.units['b-rifles']!;
    rifles.models = rifles.models.map((m, i) => {
      const [x, y] = stands[i] ?? [m.x, m.y];
      return { ...m, x: x!, y: y! };
    });
    const events = withdraw(setup, state, tanks, winner);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Tanks b-tanks Withdraws',
        'b-tanks#1 cannot be placed and is Destroyed (rulebook p.29)',
        'b-tanks#1 is Wrecked: it stays on the battlefield as Blocking Terrain',
        'Tanks b-tanks loses its Officer and is Disordered; b-tanks#2 is promoted',
      ],
    );
    const along = 3 / Math.hypot(1, 9.25);
    assert.deepEqual(
      tanks.models.map((m) => [m.id, ...at(m)]),
      [['b-tanks#2', ...at({ x: 25 + along, y: 31.25 + 9.25 * along })]],
    );
    assert.deepEqual(at(tanks.models[0]!), [25.32, 34.23]);
    assert.deepEqual(
      tanks.wrecks?.map((m) => [m.id, ...at(m)]),
      [['b-tanks#1', 24, 28]],
    );
  });
});

describe('rulebook p.29 Withdrawing: every model is placed or Destroyed', () => {
  it('rulebook p.29 Withdrawing, pp.34-35: B’s Open Formation tanks face north, #2 3.5" ahead of the Officer, A’s Officer 3.5" west: the walk of the losses names no model (the Officer stands alone in the rear rank), yet #2 is still the unit’s: the Officer withdraws 3" east to (21, 20), facing west, and #2 is placed beside it at (21, 22.25), not lost without a word', () => {
    const state = openedOn(setup);
    for (const id of ['a-rifles', 'b-rifles']) {
      const rifles = state.units[id]!;
      const y = id === 'a-rifles' ? 2 : 34;
      rifles.models = rifles.models.map((m, i) => ({ ...m, x: 2 + i, y }));
    }
    const tanks = state.units['b-tanks']!;
    tanks.models = tanks.models.map((m, i) => ({
      ...m,
      x: 18,
      y: i === 0 ? 20 : 23.5,
      facing: Math.PI / 2,
    }));
    const winner = state.units['a-tanks']!;
    winner.models = winner.models.map((m, i) =>
      i === 0 ? { ...m, x: 14.5, y: 20, facing: Math.PI / 2 } : { ...m, x: 33, y: 3 },
    );
    const events = withdraw(setup, state, tanks, winner);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Tanks b-tanks Withdraws'],
    );
    assert.deepEqual(
      tanks.models.map((m) => [m.id, ...at(m)]),
      [
        ['b-tanks#1', 21, 20],
        ['b-tanks#2', 21, 22.25],
      ],
    );
    assert.ok(tanks.models.every((m) => Math.abs(Math.abs(m.facing) - Math.PI) < 1e-9));
  });
});
