import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coherencyProblems } from '../battlefield/coherency.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from './army.js';
import { destroyModels } from './losses.js';
import { attackingUnit } from './open-formation-losses.js';
import type { GameState, UnitState } from './state.js';
import { tableOf } from './table-of.js';

/** The skirmish with B's rifles in Open Formation (rulebook p.14: every model within 3" of the Officer). */
function openRifles(): GameSetup {
  const setup = skirmish();
  const b = setup.generals.b;
  const units = b.units.map((u) =>
    u.id === 'b-rifles' ? { ...u, formation: 'open' as const, models: 4 } : u,
  );
  return { ...setup, generals: { ...setup.generals, b: { ...b, units } } };
}

type Places = readonly (readonly [number, number])[];

/**
 * B's four rifles (1" bases) north of A's: the Officer #1 at (9.5, 20), the
 * closest to A's rifles; behind it #2 at (6, 21), #3 at (9.5, 21), #4 at
 * (13, 21.5), the farthest from A. Every one is within 3" of the Officer; #2
 * and #4 are 6" apart, #3 within 3" of both.
 */
const BEHIND_THE_MIDDLE: Places = [
  [9.5, 20],
  [6, 21],
  [9.5, 21],
  [13, 21.5],
];

/**
 * As BEHIND_THE_MIDDLE, but no survivor is within 3" of both others: #2 at
 * (6.6, 20.3) and #3 at (8.2, 21) within 3" of each other, #4 at (12.4, 21.5),
 * the farthest from A, 3.2" from #3 and more from #2.
 */
const NONE_IN_THE_MIDDLE: Places = [
  [9.5, 20],
  [6.6, 20.3],
  [8.2, 21],
  [12.4, 21.5],
];

/** The opened skirmish with B's rifles standing at `at`, in model order, facing south. */
function spread(setup: GameSetup, at: Places): { state: GameState; rifles: UnitState } {
  const state = opened(setup);
  const rifles = state.units['b-rifles']!;
  rifles.models = at.map(([x, y], i) => ({ id: `b-rifles#${i + 1}`, x, y, facing: -Math.PI / 2 }));
  return { state, rifles };
}

/** The Officer after one loss to A's rifles' attack (the Officer, the closest), and the models out of coherency. */
function promoted(
  preference?: readonly string[],
  at: Places = BEHIND_THE_MIDDLE,
): { officer: string; problems: string[] } {
  const setup = openRifles();
  const { state, rifles } = spread(setup, at);
  assert.deepEqual(coherencyProblems(tableOf(setup, state), 'b-rifles'), []);
  if (preference !== undefined) state.players.b.lossOrders = { 'b-rifles': preference };
  const from = attackingUnit(tableOf(setup, state), 'a-rifles');
  destroyModels(setup, state, rifles, 1, from);
  assert.deepEqual(
    rifles.models.map((m) => m.id),
    ['b-rifles#2', 'b-rifles#3', 'b-rifles#4'],
  );
  assert.deepEqual(rifles.statuses, ['disordered']);
  const problems = coherencyProblems(tableOf(setup, state), 'b-rifles').map((p) => p.model);
  return { officer: rifles.officer, problems };
}

describe('rulebook p.35 Loss of an Officer, Field Promotion: a survivor that keeps the unit in Unit Coherency', () => {
  it('rulebook p.35 Field Promotion, p.14 Unit Coherency: with no order the engine promotes #3, the one within 3" of every survivor, not #4, the farthest from the attacking unit (which would leave #2 6" away)', () => {
    assert.deepEqual(promoted(), { officer: 'b-rifles#3', problems: [] });
  });

  it('rulebook p.35 Field Promotion: a standing order naming #4 last is passed over for the next named, #3, since #4 would leave #2 out of coherency', () => {
    assert.deepEqual(promoted(['b-rifles#3', 'b-rifles#4']), {
      officer: 'b-rifles#3',
      problems: [],
    });
  });

  it('rulebook p.35 Field Promotion: a standing order naming only models that break coherency (#2) gives way to the engine’s coherent choice, #3', () => {
    assert.deepEqual(promoted(['b-rifles#2']), { officer: 'b-rifles#3', problems: [] });
  });

  it('rulebook p.35 Field Promotion, p.14: when no survivor keeps every model coherent, the engine promotes among those keeping the most (#2, #3: two each) the farthest from the attacking unit, #3; not #4, farther still but alone', () => {
    assert.deepEqual(promoted(undefined, NONE_IN_THE_MIDDLE), {
      officer: 'b-rifles#3',
      problems: ['b-rifles#4'],
    });
  });
});
