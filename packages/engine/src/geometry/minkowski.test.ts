import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { convexHull, footprintObstacle, minkowskiSum, outline, translate } from './minkowski.js';
import { circle, containsPoint, distanceBetween, overlaps, rectangle } from './shape.js';
import { type Point, cross, point, subtract } from './vector.js';

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

  it('the hull is the one the monotone chain gave before it ran without allocating: same points, same order', () => {
    const aPoint = fc
      .tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 }), fc.boolean())
      .map(([x, y, fine]) => (fine ? point(x / 3, y / 7) : point(x, y)));
    fc.assert(
      fc.property(fc.array(aPoint, { maxLength: 40 }), (points) => {
        assert.deepEqual(convexHull(points), referenceHull(points));
      }),
      { seed: 53, numRuns: 500 },
    );
  });

  it('the outline of a circle is remembered: the same points as made afresh, and the same list again', () => {
    const wood = circle(point(12, 30), 4);
    const first = outline(wood);
    assert.equal(outline(wood), first);
    assert.deepEqual(outline(circle(point(12, 30), 4)), first);
    assert.equal(first.length, 64);
    assert.deepEqual(first[16], { x: 12 + 4 * Math.cos(Math.PI / 2), y: 30 + 4 });
  });
});

/** Andrew's monotone chain as it was written with allocating helpers: what convexHull must still give. */
function referenceHull(points: readonly Point[]): Point[] {
  const sorted = points.slice().sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length <= 2) return sorted;
  const half = (list: readonly Point[]): Point[] => {
    const hull: Point[] = [];
    for (const p of list) {
      while (hull.length >= 2) {
        const a = hull[hull.length - 2] as Point;
        const b = hull[hull.length - 1] as Point;
        if (cross(subtract(b, a), subtract(p, a)) > 0) break;
        hull.pop();
      }
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half(sorted.slice().reverse())];
}
