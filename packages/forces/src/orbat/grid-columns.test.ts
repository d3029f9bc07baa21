import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { formatColumnHeading } from '@warroom/armoured-clash';
import { COLUMN_HEADING, parseColumnHeading } from './grid-columns.js';

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
});
