import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { coherencyProblems } from '../battlefield/coherency.js';
import { footprintAt } from '../battlefield/movement/swept-path.js';
import { type Table, centreOfModel, modelsOf } from '../battlefield/table.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { tableOf } from './table-of.js';

/** Each model's step, in inches either way: enough to break Unit Coherency's 3" (rulebook p.14) often. */
const STEP = 4;
const RUNS = 300;
const COHERENCY_RULE = 'rulebook p.14 Unit Coherency';

/**
 * The table after `move` the long way: every model of the table looked up in
 * the move by id, as checkMove listed it before it kept the moved models' places.
 */
function afterTheLongWay(table: Table, move: UnitMove): Table {
  const ends = new Map(
    move.paths.map((path) => {
      const model = table.models.find((m) => m.id === path.model);
      const end = path.waypoints[path.waypoints.length - 1];
      if (model === undefined || end === undefined) throw new RangeError(path.model);
      const facing = path.facing ?? model.facing;
      return [model.id, { ...model, footprint: footprintAt(model, end, facing), facing }];
    }),
  );
  return { ...table, models: table.models.map((m) => ends.get(m.id) ?? m) };
}

describe('rulebook p.16 Moving a Unit, p.14 Unit Coherency: a move checked on its own models after it', () => {
  const setup = skirmish();
  const state = opened(setup);
  const table = tableOf(setup, state);
  const units = [...table.units.keys()].filter((unit) => modelsOf(table, unit).length > 1);

  it("rulebook p.14: checkMove's Unit Coherency verdict is coherencyProblems of the whole table after the move", () => {
    const seen = { legal: 0, incoherent: 0, other: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.array(
          fc.tuple(
            fc.double({ min: -STEP, max: STEP, noNaN: true }),
            fc.double({ min: -STEP, max: STEP, noNaN: true }),
          ),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (unit, steps) => {
          const paths = modelsOf(table, unit).map((model, i) => {
            const from = centreOfModel(model);
            const [dx, dy] = steps[i % steps.length] ?? [0, 0];
            return { model: model.id, waypoints: [from, { x: from.x + dx, y: from.y + dy }] };
          });
          const move: UnitMove = { unit, limit: STEP * 2, paths };
          const check = checkMove(table, move);
          const long = coherencyProblems(afterTheLongWay(table, move), unit)[0];
          if (check.legal) {
            assert.equal(long, undefined);
            seen.legal += 1;
          } else if (check.rule === COHERENCY_RULE) {
            assert.deepEqual({ model: check.model, message: check.message }, long);
            seen.incoherent += 1;
          } else seen.other += 1;
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
    // Every outcome is exercised by the seeded moves: 28 out of Unit Coherency, 19 refused by another rule first.
    assert.deepEqual(seen, { legal: 253, incoherent: 28, other: 19 });
  });
});
