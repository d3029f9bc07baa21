import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  centreOf,
  circle,
  closerThan,
  containsPoint,
  convexPolygon,
  distanceBetween,
  inContact,
  overlaps,
  rectangle,
  separation,
  type Shape,
  withinDistance,
} from './shape.js';
import { EPSILON, point, radians } from './vector.js';

const close = (a: number, b: number, tolerance = 1e-9): boolean => Math.abs(a - b) <= tolerance;

describe('footprints (rulebook p.10)', () => {
  it('a rectangle is centred on its centre point, its depth along its facing', () => {
    const r = rectangle(point(10, 10), 2, 4, 0);
    assert.ok(close(centreOf(r).x, 10) && close(centreOf(r).y, 10));
    assert.ok(containsPoint(r, point(11.9, 10.9)));
    assert.ok(!containsPoint(r, point(10, 11.1)));
    const turned = rectangle(point(10, 10), 2, 4, radians(90));
    assert.ok(containsPoint(turned, point(10.9, 11.9)));
  });

  it('rulebook p.10 In Contact: touching footprints are in contact, not overlapping', () => {
    const a = rectangle(point(0, 0), 2, 2, 0);
    const b = rectangle(point(2, 0.5), 2, 2, 0);
    assert.ok(inContact(a, b));
    assert.ok(!overlaps(a, b));
    assert.equal(distanceBetween(a, b), 0);
  });

  it('rulebook p.10: a footprint reaching into another overlaps it', () => {
    const a = rectangle(point(0, 0), 2, 2, 0);
    assert.ok(overlaps(a, rectangle(point(1.9, 0), 2, 2, 0)));
    assert.ok(overlaps(a, circle(point(1.5, 0), 0.6)));
    assert.ok(!overlaps(a, circle(point(2, 0), 1)));
  });

  it('rulebook p.11 Measuring Distances: between the closest points of the footprints', () => {
    const a = rectangle(point(0, 0), 2, 2, 0);
    assert.ok(close(distanceBetween(a, rectangle(point(5, 0), 2, 2, 0)), 3));
    // Corner to corner: from (1, 1) to (4, 5) is a 3-4-5 triangle.
    assert.ok(close(distanceBetween(a, rectangle(point(5, 6), 2, 2, 0)), 5));
    assert.ok(close(distanceBetween(a, circle(point(4, 0), 1)), 2));
    assert.ok(close(distanceBetween(circle(point(0, 0), 1), circle(point(0, 5), 1.5)), 2.5));
  });

  it('a 45° rectangle measures from its corner', () => {
    const diamond = rectangle(point(0, 0), Math.SQRT2, Math.SQRT2, radians(45));
    assert.ok(close(distanceBetween(diamond, circle(point(3, 0), 0)), 2));
  });

  it('convexPolygon accepts either winding and refuses concave or flat outlines', () => {
    const square = [point(0, 0), point(0, 1), point(1, 1), point(1, 0)];
    assert.ok(containsPoint(convexPolygon(square), point(0.5, 0.5)));
    assert.throws(
      () => convexPolygon([point(0, 0), point(2, 0), point(1, 0.2), point(1, 2)]),
      /not convex/,
    );
    assert.throws(() => convexPolygon([point(0, 0), point(1, 1), point(2, 2)]), /no area/);
  });
});

const shapeArbitrary: fc.Arbitrary<Shape> = fc.oneof(
  fc
    .record({
      x: fc.double({ min: 0, max: 48, noNaN: true }),
      y: fc.double({ min: 0, max: 48, noNaN: true }),
      w: fc.double({ min: 0.5, max: 6, noNaN: true }),
      d: fc.double({ min: 0.5, max: 6, noNaN: true }),
      facing: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
    })
    .map(({ x, y, w, d, facing }) => rectangle(point(x, y), w, d, facing)),
  fc
    .record({
      x: fc.double({ min: 0, max: 48, noNaN: true }),
      y: fc.double({ min: 0, max: 48, noNaN: true }),
      r: fc.double({ min: 0, max: 3, noNaN: true }),
    })
    .map(({ x, y, r }) => circle(point(x, y), r)),
);

describe('measuring: invariants', () => {
  it('the quick tests agree with the exact gap: overlaps, in contact and within a distance', () => {
    fc.assert(
      fc.property(
        shapeArbitrary,
        shapeArbitrary,
        fc.double({ min: -1, max: 6, noNaN: true }),
        (s, t, d) => {
          const gap = separation(s, t);
          assert.equal(withinDistance(s, t, d), gap <= d);
          assert.equal(overlaps(s, t), gap < -EPSILON);
          assert.equal(inContact(s, t), Math.abs(gap) <= EPSILON);
        },
      ),
      { seed: 23, numRuns: 2000 },
    );
  });

  it('rulebook p.11 Measuring Distances: closerThan agrees with the exact gap, strictly closer', () => {
    fc.assert(
      fc.property(
        shapeArbitrary,
        shapeArbitrary,
        fc.double({ min: -1, max: 6, noNaN: true }),
        (s, t, d) => {
          assert.equal(closerThan(s, t, d), separation(s, t) < d);
          assert.equal(closerThan(s, t, separation(s, t)), false);
        },
      ),
      { seed: 29, numRuns: 2000 },
    );
  });

  it('distance and overlap are symmetric', () => {
    fc.assert(
      fc.property(shapeArbitrary, shapeArbitrary, (s, t) => {
        assert.ok(close(distanceBetween(s, t), distanceBetween(t, s), 1e-7));
        assert.equal(overlaps(s, t), overlaps(t, s));
      }),
      { seed: 21, numRuns: 500 },
    );
  });

  it('a shape never lies apart from itself, and moving one shape away never brings it closer', () => {
    fc.assert(
      fc.property(
        shapeArbitrary,
        shapeArbitrary,
        fc.double({ min: 0, max: 10, noNaN: true }),
        (s, t, dx) => {
          assert.equal(distanceBetween(s, s), 0);
          const moved: Shape =
            t.kind === 'circle'
              ? circle(point(t.centre.x + 100 + dx, t.centre.y), t.radius)
              : { kind: 'polygon', points: t.points.map((p) => point(p.x + 100 + dx, p.y)) };
          const further: Shape =
            t.kind === 'circle'
              ? circle(point(t.centre.x + 101 + dx, t.centre.y), t.radius)
              : { kind: 'polygon', points: t.points.map((p) => point(p.x + 101 + dx, p.y)) };
          assert.ok(distanceBetween(s, further) >= distanceBetween(s, moved) - 1e-9);
        },
      ),
      { seed: 22, numRuns: 300 },
    );
  });
});
