import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  columnCoverageProblems,
  formatColumnHeading,
  gridColumnsProblems,
  rowValuesProblems,
} from './grid-checks.js';

const OPEN = Number.POSITIVE_INFINITY;

describe('rulebook p.13 Armaments Grid: the checks every reader of a grid makes', () => {
  it('rulebook p.13: a column is printed as a count, a band or an open band', () => {
    assert.deepEqual(
      [
        { from: 3, to: 3 },
        { from: 5, to: 9 },
        { from: 6, to: OPEN },
      ].map(formatColumnHeading),
      ['3', '5-9', '6+'],
    );
  });

  it('rulebook p.49 Behemoth: the printed example grid 5-6, 3-4, 0-2 covers Damage 0-6', () => {
    const columns = [
      { from: 5, to: 6 },
      { from: 3, to: 4 },
      { from: 0, to: 2 },
    ];
    assert.deepEqual(columnCoverageProblems(columns, 0, 6), []);
  });

  it('rulebook p.13: every split of 1..n into consecutive bands covers it exactly; dropping a band leaves a gap', () => {
    const bands = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(bands, (widths) => {
        let from = 1;
        const columns = widths.map((w) => {
          const column = { from, to: from + w - 1 };
          from += w;
          return column;
        });
        const highest = from - 1;
        assert.deepEqual(columnCoverageProblems(columns, 1, highest), []);
        if (columns.length > 1) {
          assert.match(
            columnCoverageProblems(columns.slice(1), 1, highest).join(),
            /no column for 1/,
          );
        }
      }),
    );
  });

  it('rulebook p.13: overlaps and backward bands are named', () => {
    assert.deepEqual(
      columnCoverageProblems(
        [
          { from: 1, to: 3 },
          { from: 3, to: 4 },
          { from: 6, to: 5 },
        ],
        1,
        4,
      ),
      ['column 3 (6-5) runs backwards', 'more than one column for 3'],
    );
  });

  it('rulebook p.13: an open column "5+" covers every count from 5 up', () => {
    const grid = {
      readsBy: 'models' as const,
      columns: [
        { from: 1, to: 4 },
        { from: 5, to: OPEN },
      ],
    };
    assert.deepEqual(gridColumnsProblems(grid, { mostModels: 12, damageLimit: 1 }), []);
  });

  it('rulebook p.13 and p.49: the counts a grid must cover are named with each problem (models from 1, Damage from 0 to below the Damage Limit)', () => {
    const byModels = { readsBy: 'models' as const, columns: [{ from: 1, to: 4 }] };
    assert.deepEqual(gridColumnsProblems(byModels, { mostModels: 6, damageLimit: 1 }), [
      'no column for 5, 6 (the grid must cover 1-6 models)',
    ]);
    const byDamage = { readsBy: 'damage' as const, columns: [{ from: 1, to: 8 }] };
    assert.deepEqual(gridColumnsProblems(byDamage, { mostModels: 1, damageLimit: 9 }), [
      'no column for 0 (the grid must cover 0-8 damage)',
    ]);
  });

  it('rulebook p.13: a row gives one value per column, its values in parentheses too', () => {
    assert.deepEqual(rowValuesProblems({ dice: [1, 2, 3], alternateDice: [2, 3, 4] }, 3), []);
    assert.deepEqual(rowValuesProblems({ dice: [1, 2], alternateDice: [2, 3, 4, 5] }, 3), [
      { field: 'dice', message: '2 values for 3 columns' },
      { field: 'alternateDice', message: '4 values for 3 columns' },
    ]);
  });
});
