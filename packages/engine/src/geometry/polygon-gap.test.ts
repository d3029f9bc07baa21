import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { boxGap, fartherThan, satGap, satGapBelow } from './polygon-gap.js';
import { EPSILON, type Point, point } from './vector.js';
import { overlaps, rectangle } from './shape.js';

/** A rectangular base somewhere near the origin: the footprints these tests compare. */
const aBase = fc
  .tuple(
    fc.double({ min: -4, max: 4, noNaN: true }),
    fc.double({ min: -4, max: 4, noNaN: true }),
    fc.double({ min: 0.5, max: 3, noNaN: true }),
    fc.double({ min: 0.5, max: 3, noNaN: true }),
    fc.constantFrom(0, Math.PI / 4, Math.PI / 2, 1.1),
  )
  .map(([x, y, width, depth, facing]): readonly Point[] => {
    const shape = rectangle(point(x, y), width, depth, facing);
    return shape.kind === 'polygon' ? shape.points : [];
  });

describe('separating axes stopped early: the same answers as the whole gap', () => {
  it('rulebook p.10 footprints overlap: satGapBelow is satGap below the bound', () => {
    fc.assert(
      fc.property(aBase, aBase, fc.double({ min: -1, max: 1, noNaN: true }), (p, q, d) => {
        assert.equal(satGapBelow(p, q, d), satGap(p, q) < d);
        assert.equal(satGapBelow(p, q, -EPSILON), satGap(p, q) < -EPSILON);
      }),
      { seed: 61, numRuns: 500 },
    );
  });

  it('rulebook p.11 Measuring Distances: fartherThan is the box gap or the axes beyond d', () => {
    fc.assert(
      fc.property(aBase, aBase, fc.double({ min: 0, max: 4, noNaN: true }), (p, q, d) => {
        assert.equal(fartherThan(p, q, d), boxGap(p, q) > d || satGap(p, q) > d);
      }),
      { seed: 62, numRuns: 500 },
    );
  });

  it('rulebook p.10: bases side by side in contact do not overlap; pushed a tenth of an inch together they do', () => {
    const left = rectangle(point(0, 0), 2, 1, 0);
    assert.equal(overlaps(left, rectangle(point(0, 2), 2, 1, 0)), false);
    assert.equal(overlaps(left, rectangle(point(0, 1.9), 2, 1, 0)), true);
  });
});
