import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ponderousProblem } from '../battlefield/movement/turning-template.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { type WithdrawChecks, withdrawChecks } from './withdraw-checks.js';
import { withdraw } from './withdraw.js';

/** B's tanks made Ponderous (glossary: Ponderous: rulebook p.16 Ponderous Movement). */
const setup = skirmishWith({ 'b-tanks': { rules: [{ name: 'Ponderous' }] } });

const NORTH = Math.PI / 2;
const SOUTH = -NORTH;
const EAST = 0;

function unit(state: GameState, id: string): UnitState {
  const found = state.units[id];
  if (found === undefined) throw new RangeError(id);
  return found;
}

const thousandths = (v: number): number => Math.round(v * 1000) / 1000;
/** To the billionth: past rounding, the same value. */
const billionths = (v: number): number => Math.round(v * 1e9) / 1e9;

/** A model's place to the thousandth and its facing to the hundredth of a degree. */
function pose(model: ModelState): [string, number, number, number] {
  const degrees = Math.round(((model.facing * 180) / Math.PI) * 100) / 100;
  return [model.id, thousandths(model.x), thousandths(model.y), degrees];
}

/**
 * The path along the Turning Template (rulebook p.16) by which the model that
 * stood as `stood` reached `placed`, checked as the move check checks a
 * Ponderous move: its waypoints to the thousandth of an inch.
 */
function pathTo(checks: WithdrawChecks, stood: ModelState, placed: ModelState): [number, number][] {
  const route = checks.routeTo(stood, placed, placed.facing) ?? [];
  assert.equal(ponderousProblem(route, stood.facing), undefined);
  return route.map((p) => [thousandths(p.x), thousandths(p.y)]);
}

/**
 * B's two Ponderous tanks where `tanks` puts them ([x, y, facing]); A's tank
 * #1, the winning unit's Officer, at `winner` facing north, A's #2 and the
 * rifles of both sides far off. The Withdraw of B's tanks from A's.
 */
function withdrawn(
  tanks: readonly (readonly [number, number, number])[],
  winner: [number, number],
) {
  const state = opened(setup);
  for (const id of ['a-rifles', 'b-rifles']) {
    const y = id === 'a-rifles' ? 2 : 34;
    unit(state, id).models = unit(state, id).models.map((m, i) => ({ ...m, x: 2 + i, y }));
  }
  const loser = unit(state, 'b-tanks');
  loser.models = loser.models.map((m, i) => {
    const [x, y, facing] = tanks[i] ?? [m.x, m.y, m.facing];
    return { ...m, x, y, facing };
  });
  const won = unit(state, 'a-tanks');
  won.models = won.models.map((m, i) =>
    i === 0 ? { ...m, x: winner[0], y: winner[1], facing: NORTH } : { ...m, x: 33, y: 3 },
  );
  const before = loser.models;
  const checks = withdrawChecks(setup, state, loser);
  const events = withdraw(setup, state, loser, won);
  return { events: events.map((e) => e.text), loser, before, checks };
}

describe('rulebook p.29 Withdrawing, p.16 Ponderous Movement: a Ponderous unit Withdraws along the Turning Template', () => {
  it('rulebook p.29, p.16: B’s Officer faces A’s Officer 3.5" south of it: it moves 3" straight back (backwards along the template) to (18, 23), still facing south; #2 reaches its place beside it (15.75, 23) facing south along the template, not turning on the spot', () => {
    const { events, loser, before, checks } = withdrawn(
      [
        [18, 20, SOUTH],
        [20.5, 20, SOUTH],
      ],
      [18, 16.5],
    );
    assert.deepEqual(events, ['Tanks b-tanks Withdraws']);
    assert.deepEqual(loser.models.map(pose), [
      ['b-tanks#1', 18, 23, -90],
      ['b-tanks#2', 15.75, 23, -90],
    ]);
    // #2's path: 1" on, a 45° turn, 4" back, a smaller turn, 3" back, then a turn onto south and 1.132" on to its place.
    assert.deepEqual(pathTo(checks, before[1]!, loser.models[1]!), [
      [20.5, 20],
      [20.5, 19],
      [17.672, 21.828],
      [15.75, 24.132],
      [15.75, 23],
    ]);
  });

  it('rulebook p.29, p.16: A’s Officer at (16, 16.5), 29.74° off straight ahead of B’s Officer at (18, 20): it backs 1" to (18, 21), turns 29.74° at the Navigation Point, then backs 2" directly away, to (18.992, 22.736), facing A’s Officer along its last leg (-119.74°); #2 formed beside it, facing the same', () => {
    const { events, loser } = withdrawn(
      [
        [18, 20, SOUTH],
        [20.5, 20, SOUTH],
      ],
      [16, 16.5],
    );
    assert.deepEqual(events, ['Tanks b-tanks Withdraws']);
    const away = Math.atan2(3.5, 2);
    const officer = loser.models[0]!;
    assert.deepEqual(
      [officer.x, officer.y, officer.facing].map(billionths),
      [18 + 2 * Math.cos(away), 21 + 2 * Math.sin(away), away - Math.PI].map(billionths),
    );
    assert.deepEqual(loser.models.map(pose), [
      ['b-tanks#1', 18.992, 22.736, -119.74],
      ['b-tanks#2', 17.039, 23.853, -119.74],
    ]);
  });

  it('rulebook p.29, p.16: A’s Officer square to B’s Officer’s left, which faces north: it backs 1" south, turns 45° at each Navigation Point and backs 1" more twice, to (19.707, 18.293), facing west along its last leg, A’s Officer in its Front Arc (rulebook p.11); #2, 3.5" ahead of it facing north, turns a quarter along the template to stand beside it facing west', () => {
    const { events, loser, before, checks } = withdrawn(
      [
        [18, 20, NORTH],
        [18, 23.5, NORTH],
      ],
      [14.5, 20],
    );
    assert.deepEqual(events, ['Tanks b-tanks Withdraws']);
    assert.deepEqual(loser.models.map(pose), [
      ['b-tanks#1', 19.707, 18.293, 180],
      ['b-tanks#2', 19.707, 20.543, 180],
    ]);
    const [officer, second] = [loser.models[0]!, loser.models[1]!];
    assert.deepEqual(
      [officer.x, officer.y].map(billionths),
      [19 + Math.SQRT1_2, 19 - Math.SQRT1_2].map(billionths),
    );
    // #2's path: 2" back, a 45° turn, 1" back, a turn of 30.5°, 1" back, then a turn onto west and the last 0.032" back.
    assert.deepEqual(pathTo(checks, before[1]!, second), [
      [18, 23.5],
      [18, 21.5],
      [18.707, 20.793],
      [19.675, 20.543],
      [19.707, 20.543],
    ]);
  });

  it('rulebook p.29 ("ending its move with the winning unit in its Front Arc"), p.16 ("cannot rotate on the spot"): B’s Ponderous tanks face east, A’s Officer behind them: each Officer moves 3" on along the template and ends with A’s Officer behind it, so it cannot be placed and is Destroyed, a Wreck (p.35); #2, promoted, the same; the unit is Annihilated', () => {
    const { events, loser } = withdrawn(
      [
        [18, 20, EAST],
        [18, 23, EAST],
      ],
      [15.5, 20],
    );
    assert.deepEqual(events, [
      'Tanks b-tanks Withdraws',
      'b-tanks#1 cannot be placed and is Destroyed (rulebook p.29)',
      'b-tanks#1 is Wrecked: it stays on the battlefield as Blocking Terrain',
      'Tanks b-tanks loses its Officer and is Disordered; b-tanks#2 is promoted',
      'b-tanks#2 cannot be placed and is Destroyed (rulebook p.29)',
      'b-tanks#2 is Wrecked: it stays on the battlefield as Blocking Terrain',
      'Tanks b-tanks is Annihilated: General A scores 3 VP',
    ]);
    assert.equal(loser.annihilated, true);
    assert.deepEqual(loser.models, []);
    // Neither moved: each is Wrecked where it stood (rulebook p.35 Wrecks).
    assert.deepEqual(loser.wrecks, [
      { id: 'b-tanks#1', x: 18, y: 20, facing: EAST },
      { id: 'b-tanks#2', x: 18, y: 23, facing: EAST },
    ]);
  });
});
