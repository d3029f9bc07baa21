import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { farthestDistance, fullyWithin, insideRegion, lengthInside } from './regions.js';
import { circle, convexPolygon, rectangle } from './shape.js';
import { distance, point, radians } from './vector.js';

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9;

describe('rulebook p.11 "fully within"', () => {
  const officer = rectangle(point(0, 0), 1, 1, 0);

  it('every part of the footprint must be within the distance', () => {
    // A 1" square centred at (3, 1.5): its far corner (3.5, 2) is hypot(3, 1.5) ≈ 3.35"
    // from the officer's nearest corner (0.5, 0.5), though its near edge is 2" away.
    const model = rectangle(point(3, 1.5), 1, 1, 0);
    assert.ok(close(farthestDistance(model, officer), Math.hypot(3, 1.5)));
    assert.ok(!fullyWithin(model, officer, 3.3));
    assert.ok(fullyWithin(model, officer, 3.36));
  });

  it('for a round base, the far side of the base counts', () => {
    assert.ok(close(farthestDistance(circle(point(5, 0), 1), officer), 5.5));
  });
});

describe('areas: Deployment Zones and terrain', () => {
  const zone = convexPolygon([point(0, 0), point(48, 0), point(48, 12), point(0, 12)]);

  it('a footprint is entirely within a zone only if no part of it is outside', () => {
    assert.ok(insideRegion(rectangle(point(10, 6), 2, 2, 0), zone));
    assert.ok(!insideRegion(rectangle(point(10, 11.5), 2, 2, 0), zone));
    assert.ok(insideRegion(circle(point(10, 11), 1), zone));
    assert.ok(!insideRegion(circle(point(10, 11.5), 1), zone));
  });

  it('measures how much of a line lies inside an area', () => {
    const wood = rectangle(point(10, 10), 4, 4, radians(0));
    assert.ok(close(lengthInside(point(0, 10), point(20, 10), wood), 4));
    assert.ok(close(lengthInside(point(10, 10), point(20, 10), wood), 2));
    assert.ok(close(lengthInside(point(0, 0), point(20, 0), wood), 0));
    assert.ok(close(lengthInside(point(0, 10), point(20, 10), circle(point(10, 10), 3)), 6));
    const diagonal = lengthInside(point(6, 6), point(14, 14), wood);
    assert.ok(close(diagonal, 4 * Math.SQRT2));
  });

  it('never more of a line inside an area than the line is long', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.double({ min: 0, max: 20, noNaN: true }),
          fc.double({ min: 0, max: 20, noNaN: true }),
        ),
        fc.tuple(
          fc.double({ min: 0, max: 20, noNaN: true }),
          fc.double({ min: 0, max: 20, noNaN: true }),
        ),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        ([ax, ay], [bx, by], facing) => {
          const a = point(ax, ay);
          const b = point(bx, by);
          const inside = lengthInside(a, b, rectangle(point(10, 10), 5, 3, facing));
          assert.ok(inside >= 0 && inside <= distance(a, b) + 1e-9);
          assert.ok(close(inside, lengthInside(b, a, rectangle(point(10, 10), 5, 3, facing))));
        },
      ),
      { seed: 23, numRuns: 400 },
    );
  });
});
