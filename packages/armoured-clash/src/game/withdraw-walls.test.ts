import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { overlaps, rotate } from '@warroom/engine';
import { coherencyProblems } from '../battlefield/coherency.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { WITHDRAW_RANK, WITHDRAW_XS, withdrawWalls } from '../testing/withdraw-walls-fixture.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { tableOf } from './table-of.js';
import { withdrawChecks } from './withdraw-checks.js';
import { withdraw } from './withdraw.js';

/** Layouts of walls tried, each from its own seed. */
const LAYOUTS = 30;
/** Inches of rounding allowed in a comparison of places. */
const CLOSE = 1e-6;

const XS = WITHDRAW_XS;
const RANK = WITHDRAW_RANK;
const WINNER = { x: 10, y: RANK - 1 };

/** What one Withdraw among walls came to. */
interface Outcome {
  readonly officerLost: boolean;
  readonly routed: boolean;
}

/**
 * The Withdraw of B's rifles among the walls of `layout`, checked: every model
 * placed or Destroyed; those placed coherent and clear of the walls; the
 * Officer 3" from where it stood, facing A's Officer, in the centre of the
 * front rank (as many models beside it on each side, or one more on one).
 */
function withdrawAmongWalls(layout: number): Outcome {
  const base = skirmish();
  const setup = {
    ...base,
    terrain: [...base.terrain, ...withdrawWalls(`withdraw walls ${layout}`)],
  };
  const state = opened(setup);
  const loser = state.units['b-rifles']!;
  loser.models = loser.models.map((m, i) => ({ ...m, x: XS[i]!, y: RANK, facing: -Math.PI / 2 }));
  const winner = state.units['a-rifles']!;
  winner.models = winner.models.map((m, i) => ({
    ...m,
    x: XS[i]!,
    y: WINNER.y,
    facing: Math.PI / 2,
  }));
  const before = loser.models;
  const routes = withdrawChecks(setup, state, loser).routeTo;
  const events = withdraw(setup, state, loser, winner);
  const where = `layout ${layout}`;
  const removed = events.filter((e) => e.kind === 'removed').length;
  assert.equal(loser.models.length + removed, before.length, where);
  assert.ok(loser.models.length > 0, where);
  const unit = armyUnit(setup, 'b-rifles');
  const table = tableOf(setup, state);
  const inWalls = table.terrain.filter((t) => t.id.startsWith('wall'));
  for (const model of loser.models) {
    const footprint = footprintOf(unit, model);
    assert.ok(!inWalls.some((t) => overlaps(t.area, footprint)), `${where}: ${model.id} in a wall`);
  }
  assert.deepEqual(coherencyProblems(table, 'b-rifles'), [], where);
  const officer = loser.models.find((m) => m.id === loser.officer)!;
  const stood = before.find((m) => m.id === officer.id)!;
  assert.ok(Math.abs(Math.hypot(officer.x - stood.x, officer.y - stood.y) - 3) < CLOSE, where);
  const towards = Math.atan2(WINNER.y - officer.y, WINNER.x - officer.x);
  const turn = officer.facing - towards;
  assert.ok(Math.abs(Math.atan2(Math.sin(turn), Math.cos(turn))) < CLOSE, where);
  const local = loser.models.map((m) =>
    rotate({ x: m.x - officer.x, y: m.y - officer.y }, -officer.facing),
  );
  assert.ok(
    local.every((p) => p.x < CLOSE),
    `${where}: a model ahead of the Officer`,
  );
  const front = local.filter((p) => Math.abs(p.x) < CLOSE);
  const left = front.filter((p) => p.y > CLOSE).length;
  const right = front.filter((p) => p.y < -CLOSE).length;
  assert.ok(Math.abs(left - right) <= 1, `${where}: the Officer is off the front rank's centre`);
  // A model placed though a wall stood across its straight line: it went round.
  const routed = loser.models.some((m) => {
    const from = before.find((b) => b.id === m.id)!;
    return m.id !== officer.id && (routes(from, m, m.facing)?.length ?? 0) > 2;
  });
  return { officerLost: events.some((e) => e.kind === 'officer'), routed };
}

describe('rulebook p.29 Withdrawing among walls: what every Withdraw keeps', () => {
  it(`rulebook p.29 Withdrawing, p.14 Unit Coherency, p.35 Field Promotion, p.41 Impassable Terrain: in ${LAYOUTS} seeded layouts of walls behind B’s rifles, every model is placed or Destroyed, those placed are coherent and clear of the walls, the Officer in the centre of the front rank, 3" directly away from where it stood, facing A’s Officer; in 14 the Officer could not be placed and another Withdrew in its stead, in 18 a model went round a wall`, () => {
    const outcomes = Array.from({ length: LAYOUTS }, (_, layout) => withdrawAmongWalls(layout));
    assert.equal(outcomes.filter((o) => o.officerLost).length, 14);
    assert.equal(outcomes.filter((o) => o.routed).length, 18);
  });
});
