import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { convexHull, footprintObstacle, minkowskiSum, translate } from './minkowski.js';
import { circle, containsPoint, distanceBetween, overlaps, rectangle } from './shape.js';
import { point } from './vector.js';

describe('Minkowski sums', () => {
  it('a convex hull keeps the outer points, counter-clockwise', () => {
    const hull = convexHull([
      point(0, 0),
      point(2, 0),
      point(1, 1),
      point(2, 2),
      point(0, 2),
      point(1, 0.5),
    ]);
    assert.deepEqual(hull, [point(0, 0), point(2, 0), point(2, 2), point(0, 2)]);
  });

  it('two squares sum to the square of their added sides', () => {
    const sum = minkowskiSum(rectangle(point(0, 0), 2, 2, 0), rectangle(point(0, 0), 1, 1, 0));
    assert.ok(containsPoint(sum, point(1.5, 1.5)));
    assert.ok(!containsPoint(sum, point(1.6, 0)));
  });

  it('a footprint meets an obstacle exactly when its reference point is in the grown obstacle', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        (x, y, facing) => {
          const obstacle = rectangle(point(0, 0), 3, 1, 0.4);
          const footprint = rectangle(point(0, 0), 1, 2, facing);
          const grown = footprintObstacle(obstacle, footprint);
          const placed = translate(footprint, point(x, y));
          const clearlyApart = distanceBetween(placed, obstacle) > 1e-6;
          const clearlyIn = overlaps(placed, obstacle);
          if (clearlyIn) assert.ok(containsPoint(grown, point(x, y)));
          if (clearlyApart)
            assert.ok(
              !containsPoint(grown, point(x, y)) || distanceBetween(placed, obstacle) < 1e-3,
            );
        },
      ),
      { seed: 51, numRuns: 400 },
    );
  });

  it('a circle is taken as a 64-sided polygon, within a thousandth of an inch per inch of radius', () => {
    const grown = minkowskiSum(circle(point(0, 0), 1), circle(point(0, 0), 0));
    assert.ok(containsPoint(grown, point(0.998, 0)));
    assert.ok(!containsPoint(grown, point(1.001, 0)));
  });
});
