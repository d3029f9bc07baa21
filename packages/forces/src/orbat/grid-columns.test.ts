import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  COLUMN_HEADING,
  columnCoverageProblems,
  formatColumnHeading,
  parseColumnHeading,
} from './grid-columns.js';

describe('rulebook p.13 Armaments Grid column headings', () => {
  it('reads a count, a band and an open band', () => {
    assert.deepEqual(parseColumnHeading('3'), { from: 3, to: 3 });
    assert.deepEqual(parseColumnHeading('5-9'), { from: 5, to: 9 });
    assert.deepEqual(parseColumnHeading('6+'), { from: 6, to: Number.POSITIVE_INFINITY });
    assert.ok(
      !COLUMN_HEADING.test('1 - 2') && !COLUMN_HEADING.test('-3') && !COLUMN_HEADING.test('a'),
    );
  });

  it('writes back the heading it read', () => {
    const heading = fc.oneof(
      fc.nat(99).map(String),
      fc.tuple(fc.nat(99), fc.nat(99)).map(([a, b]) => `${a}-${a + b + 1}`),
      fc.nat(99).map((n) => `${n}+`),
    );
    fc.assert(fc.property(heading, (h) => formatColumnHeading(parseColumnHeading(h)) === h));
  });

  it('rulebook p.49 Behemoth: the printed example grid 5-6, 3-4, 0-2 covers Damage 0-6', () => {
    assert.deepEqual(
      columnCoverageProblems(['5-6', '3-4', '0-2'].map(parseColumnHeading), 0, 6),
      [],
    );
  });

  it('any split of 1..n into consecutive bands covers it exactly; dropping a band leaves a gap', () => {
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

  it('overlaps and backward bands are named', () => {
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
});
