import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextInt, point, seedRng } from '@warroom/engine';
import { aTable } from '../../testing/table-fixture.js';
import type { Table } from '../table.js';
import { type UnitMove, checkMove } from './check-move.js';
import { certainlyIllegal } from './move-bounds.js';

const tank = { id: 'T', side: 'a', at: point(10, 10), facing: 90 } as const;
const ponderous = { ...tank, rules: [{ name: 'Ponderous' }] };
const friend = { id: 'F', side: 'a', at: point(10, 14), facing: 90 } as const;
const enemy = { id: 'E', side: 'b', at: point(14, 10), facing: 270 } as const;

const straight = (to: [number, number], limit = 8, facing?: number): UnitMove => ({
  unit: 'T',
  limit,
  paths: [
    {
      model: 'T-1',
      waypoints: [point(10, 10), point(...to)],
      ...(facing === undefined ? {} : { facing }),
    },
  ],
});

/** The rule checkMove names, undefined when it allows the move. */
function ruleBroken(table: Table, move: UnitMove): string | undefined {
  const checked = checkMove(table, move);
  return checked.legal ? undefined : checked.rule;
}

describe('rulebook p.16 Moving a Unit: moves refused before their paths are checked (certainlyIllegal)', () => {
  it('rulebook p.16 Moving a Unit: ending overlapping a model of another unit, friend or foe', () => {
    const table = aTable([tank, friend]);
    // T-1 ends at (10, 13.5): its base reaches y = 14, half across F-1's (13.5 to 14.5).
    assert.equal(certainlyIllegal(table, straight([10, 13.5])), true);
    assert.equal(ruleBroken(table, straight([10, 13.5])), 'rulebook p.16 Moving a Unit');
    // Ending in contact (T-1 up to y = 13.5) is no overlap: left to checkMove, which allows it.
    assert.equal(certainlyIllegal(table, straight([10, 12.5])), false);
    assert.equal(ruleBroken(table, straight([10, 12.5])), undefined);
  });

  it('rulebook p.16 Ponderous Movement: a path that does not first move straight forwards or backwards', () => {
    const table = aTable([ponderous]);
    assert.equal(certainlyIllegal(table, straight([12, 12])), true);
    assert.equal(ruleBroken(table, straight([12, 12])), 'rulebook p.16 Ponderous Movement');
    assert.equal(certainlyIllegal(table, straight([10, 14])), false);
    assert.equal(ruleBroken(table, straight([10, 14])), undefined);
  });

  it('rulebook p.16: never refuses a move checkMove allows, on seeded moves among other units', () => {
    const rng = seedRng('move bounds');
    const verdicts = { refused: 0, allowed: 0, quick: 0 };
    for (const mover of [tank, ponderous]) {
      const table = aTable([mover, friend, enemy]);
      for (let i = 0; i < 400; i++) {
        const to: [number, number] = [4 + nextInt(rng, 120) / 10, 4 + nextInt(rng, 120) / 10];
        const move = straight(to, 8, (nextInt(rng, 8) * Math.PI) / 4);
        const quick = certainlyIllegal(table, move);
        const rule = ruleBroken(table, move);
        if (quick) assert.notEqual(rule, undefined, `${mover.id} to ${to.join(', ')}`);
        verdicts.quick += quick ? 1 : 0;
        verdicts[rule === undefined ? 'allowed' : 'refused'] += 1;
      }
    }
    // Both verdicts are reached, and most refusals are settled without checking the paths.
    assert.deepEqual(verdicts, { refused: 488, allowed: 312, quick: 431 });
  });

  it('rulebook p.16: from a first path on, certainlyIllegal looks only at the paths from there (a caller checked those before)', () => {
    const rng = seedRng('move bounds from a path');
    const verdicts = { refused: 0, allowed: 0 };
    const table = aTable([tank, friend, enemy]);
    for (let i = 0; i < 400; i++) {
      const to = (): ReturnType<typeof point> =>
        point(4 + nextInt(rng, 120) / 10, 4 + nextInt(rng, 120) / 10);
      // The tank's one model twice: a first path, then the one looked at.
      const paths = [
        { model: 'T-1', waypoints: [point(10, 10), to()] },
        { model: 'T-1', waypoints: [point(10, 10), to()] },
      ];
      const move: UnitMove = { unit: 'T', limit: 8, paths };
      const fromSecond = certainlyIllegal(table, move, 1);
      assert.equal(fromSecond, certainlyIllegal(table, { ...move, paths: paths.slice(1) }));
      verdicts[fromSecond ? 'refused' : 'allowed'] += 1;
    }
    // Both verdicts are reached from the second path: 21 of the 400 refused.
    assert.deepEqual(verdicts, { refused: 21, allowed: 379 });
  });
});
