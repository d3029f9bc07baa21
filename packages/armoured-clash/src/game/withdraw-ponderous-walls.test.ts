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
import type { ModelState, UnitState } from './state.js';
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
  /** The Officer's place (to the thousandth) and facing (to the hundredth of a degree), then the models Destroyed, by number. */
  readonly summary: string;
}

const thousandths = (v: number): number => Math.round(v * 1000) / 1000;
const degrees = (facing: number): number => Math.round(((facing * 180) / Math.PI) * 100) / 100;
const numberOf = (id: string): string => id.slice(id.indexOf('#'));

/** `layout`'s outcome in a line: where B's Officer ends and which models were Destroyed. */
function summaryOf(layout: number, before: readonly ModelState[], after: UnitState): string {
  const lost = before.filter((m) => !after.models.some((k) => k.id === m.id)).map((m) => m.id);
  const officer = after.models.find((m) => m.id === after.officer);
  const where =
    officer === undefined
      ? 'Annihilated'
      : `${numberOf(officer.id)} at ${thousandths(officer.x)},${thousandths(officer.y)} facing ${degrees(officer.facing)}`;
  return `${layout}: ${where}; Destroyed: ${lost.map(numberOf).join(' ') || 'none'}`;
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
  const summary = summaryOf(layout, before, loser);
  if (loser.models.length === 0)
    return { officerLost: true, turned: false, destroyed: removed, summary };
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
    summary,
  };
}

describe('rulebook p.29 Withdrawing, p.16 Ponderous Movement: a Ponderous unit among walls', () => {
  it(`rulebook p.29, p.16, p.14 Unit Coherency, p.41 Impassable Terrain: in ${LAYOUTS} seeded layouts of walls behind B’s Ponderous rifles, A’s rank shifted, every model is placed or Destroyed, those placed coherent, clear of the walls and 1" from A’s rifles; the Officer moves 3" along the Turning Template, A’s Officer in its Front Arc, the others reach their places and facing along it; in 19 an Officer could not be placed, in 28 the Officer turned at a Navigation Point, 89 models were Destroyed in all, each layout’s Officer and Destroyed models exactly as listed`, () => {
    const outcomes = Array.from({ length: LAYOUTS }, (_, layout) => withdrawAmongWalls(layout));
    // Where B's Officer (after Field Promotions, rulebook p.35) ends in each layout, and which models were Destroyed (p.29).
    assert.deepEqual(
      outcomes.map((o) => o.summary),
      [
        '0: #3 at 9.853,24.638 facing -55.01; Destroyed: #1 #2 #4',
        '1: #1 at 8.408,24.173 facing -27.76; Destroyed: none',
        '2: #1 at 8.37,24.092 facing -22.62; Destroyed: none',
        '3: #3 at 10.425,24.916 facing -73.3; Destroyed: #1 #2 #4',
        '4: Annihilated; Destroyed: #1 #2 #3 #4 #5 #6',
        '5: #1 at 11.447,24.38 facing -137.73; Destroyed: #2 #4 #5 #6',
        '6: #4 at 8.199,24.99 facing -95.71; Destroyed: #1 #2 #3 #5',
        '7: #4 at 6.37,24.092 facing -22.62; Destroyed: #1 #2 #3 #5',
        '8: #2 at 7.36,24.066 facing -21.04; Destroyed: #1 #3 #5 #6',
        '9: #4 at 6.398,24.154 facing -26.57; Destroyed: #1 #2 #3 #5',
        '10: #1 at 8.419,24.193 facing -29.05; Destroyed: #3 #5',
        '11: #4 at 7.106,24.789 facing -63.43; Destroyed: #1 #2 #3',
        '12: #1 at 8.408,24.173 facing -27.76; Destroyed: #5',
        '13: #3 at 12.63,24.092 facing -157.38; Destroyed: #1 #2 #4',
        '14: #3 at 10.608,24.961 facing -78.69; Destroyed: #1 #2 #4',
        '15: #1 at 8.971,24.715 facing -59.04; Destroyed: none',
        '16: #4 at 6.853,24.638 facing -55.01; Destroyed: #1 #2 #3 #5',
        '17: #1 at 11.61,24.137 facing -154.54; Destroyed: none',
        '18: #1 at 11.539,24.262 facing -146.31; Destroyed: #2 #4 #5 #6',
        '19: #3 at 11.392,24.961 facing -101.31; Destroyed: #1 #2 #4 #6',
        '20: #1 at 8.408,24.173 facing -27.76; Destroyed: none',
        '21: #4 at 7.608,24.961 facing -78.69; Destroyed: #1 #2 #3 #5',
        '22: #3 at 11.575,24.916 facing -106.7; Destroyed: #1 #2 #4 #5 #6',
        '23: #3 at 11.575,24.916 facing -106.7; Destroyed: #1 #2 #4 #6',
        '24: #1 at 11.539,24.262 facing -146.31; Destroyed: #4 #5 #6',
        '25: #2 at 10.521,24.288 facing -144.46; Destroyed: #1',
        '26: #2 at 9.392,24.961 facing -101.31; Destroyed: #1 #3 #5',
        '27: #5 at 13.664,23.997 facing -163.14; Destroyed: #1 #2 #3 #4 #6',
        '28: #1 at 11.581,24.193 facing -150.95; Destroyed: #4 #6',
        '29: Annihilated; Destroyed: #1 #2 #3 #4 #5 #6',
      ],
    );
    assert.equal(outcomes.filter((o) => o.officerLost).length, 19);
    assert.equal(outcomes.filter((o) => o.turned).length, 28);
    assert.equal(
      outcomes.reduce((sum, o) => sum + o.destroyed, 0),
      89,
    );
  });
});
