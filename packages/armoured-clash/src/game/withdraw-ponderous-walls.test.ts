import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Point, closerThan, distance, point, seedRng } from '@warroom/engine';
import { inFrontArc } from '../battlefield/arcs.js';
import { coherencyProblems } from '../battlefield/coherency.js';
import { ponderousProblem } from '../battlefield/movement/turning-template.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import {
  WITHDRAW_RANK,
  WITHDRAW_XS,
  tenths,
  withdrawWalls,
} from '../testing/withdraw-walls-fixture.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { tableOf } from './table-of.js';
import { withdrawChecks } from './withdraw-checks.js';
import { WITHDRAW_DISTANCE, officerWithdrawal } from './withdraw-officer.js';
import { withdraw } from './withdraw.js';

/** Layouts tried, each from its own seed. */
const LAYOUTS = 30;
/** Inches (and radians) of rounding allowed in a comparison. */
const CLOSE = 1e-6;
/** The farthest A's rank is shifted east or west, so that B's Officer must turn to Withdraw directly away. */
const SHIFT = 2.5;

/** glossary: Ponderous on B's rifles (rulebook p.16 Ponderous Movement). */
const ponderous = skirmishWith({ 'b-rifles': { rules: [{ name: 'Ponderous' }] } });

const lengthOf = (waypoints: readonly Point[]): number =>
  waypoints.slice(1).reduce((sum, b, i) => sum + distance(waypoints[i] as Point, b), 0);

/** What one Withdraw among walls came to. */
interface Outcome {
  readonly officerLost: boolean;
  readonly turned: boolean;
  readonly destroyed: number;
}

/**
 * The Withdraw of B's Ponderous rifles among the walls of `layout`, A's rank
 * in contact shifted east or west by a seeded whole number of tenths up to
 * SHIFT, checked: every model placed or Destroyed; those placed coherent,
 * clear of the walls and not within 1" of A's models; the Officer moved 3"
 * along the Turning Template from where it stood, A's Officer in its Front
 * Arc; every other model facing as the Officer does, reached by a path along
 * the template.
 */
function withdrawAmongWalls(layout: number): Outcome {
  const setup = {
    ...ponderous,
    terrain: [...ponderous.terrain, ...withdrawWalls(`withdraw walls ${layout}`)],
  };
  const shift = tenths(seedRng(`withdraw shift ${layout}`), -SHIFT, 2 * SHIFT);
  const state = opened(setup);
  const loser = state.units['b-rifles']!;
  loser.models = loser.models.map((m, i) => ({
    ...m,
    x: WITHDRAW_XS[i]!,
    y: WITHDRAW_RANK,
    facing: -Math.PI / 2,
  }));
  const winner = state.units['a-rifles']!;
  winner.models = winner.models.map((m, i) => ({
    ...m,
    x: WITHDRAW_XS[i]! + shift,
    y: WITHDRAW_RANK - 1,
    facing: Math.PI / 2,
  }));
  const from = point(WITHDRAW_XS[0]! + shift, WITHDRAW_RANK - 1);
  const before = loser.models;
  const checks = withdrawChecks(setup, state, loser);
  const events = withdraw(setup, state, loser, winner);
  const where = `layout ${layout}`;
  const removed = events.filter((e) => e.kind === 'removed').length;
  assert.equal(loser.models.length + removed, before.length, where);
  if (loser.models.length === 0) return { officerLost: true, turned: false, destroyed: removed };
  const unit = armyUnit(setup, 'b-rifles');
  const table = tableOf(setup, state);
  const inWalls = table.terrain.filter((t) => t.id.startsWith('wall'));
  const enemies = table.models.filter((m) => m.unit === 'a-rifles');
  for (const model of loser.models) {
    const footprint = footprintOf(unit, model);
    assert.ok(!inWalls.some((t) => closerThan(t.area, footprint, 0)), `${where}: ${model.id}`);
    assert.ok(!enemies.some((e) => closerThan(e.footprint, footprint, 1 - CLOSE)), where);
  }
  assert.deepEqual(coherencyProblems(table, 'b-rifles'), [], where);
  const officer = loser.models.find((m) => m.id === loser.officer)!;
  const stood = before.find((m) => m.id === officer.id)!;
  const moved = officerWithdrawal({ rules: unit.specialRules }, stood, from);
  assert.ok(moved !== undefined, where);
  assert.ok(Math.abs(lengthOf(moved.waypoints) - WITHDRAW_DISTANCE) < CLOSE, where);
  assert.equal(ponderousProblem(moved.waypoints, stood.facing), undefined, where);
  assert.ok(distance(moved.at, officer) < CLOSE && moved.facing === officer.facing, where);
  assert.ok(inFrontArc(officer, officer.facing, from, false), where);
  for (const model of loser.models) {
    if (model.id === officer.id) continue;
    const start = before.find((m) => m.id === model.id)!;
    assert.ok(Math.abs(model.facing - officer.facing) < CLOSE, `${where}: ${model.id} turned`);
    const route = checks.routeTo(start, model, model.facing);
    assert.ok(route !== undefined, `${where}: ${model.id} has no route`);
    assert.equal(ponderousProblem(route, start.facing), undefined, where);
    assert.ok(distance(route[route.length - 1]!, model) < CLOSE, where);
  }
  return {
    officerLost: events.some((e) => e.kind === 'officer'),
    turned: moved.waypoints.length > 2,
    destroyed: removed,
  };
}

describe('rulebook p.29 Withdrawing, p.16 Ponderous Movement: a Ponderous unit among walls', () => {
  it(`rulebook p.29, p.16, p.14 Unit Coherency, p.41 Impassable Terrain: in ${LAYOUTS} seeded layouts of walls behind B’s Ponderous rifles, A’s rank shifted, every model is placed or Destroyed, those placed coherent, clear of the walls and 1" from A’s rifles; the Officer moves 3" along the Turning Template, A’s Officer in its Front Arc, the others reach their places and facing along it; in 19 an Officer could not be placed, in 28 the Officer turned at a Navigation Point, 89 models were Destroyed in all`, () => {
    const outcomes = Array.from({ length: LAYOUTS }, (_, layout) => withdrawAmongWalls(layout));
    assert.equal(outcomes.filter((o) => o.officerLost).length, 19);
    assert.equal(outcomes.filter((o) => o.turned).length, 28);
    assert.equal(
      outcomes.reduce((sum, o) => sum + o.destroyed, 0),
      89,
    );
  });
});
