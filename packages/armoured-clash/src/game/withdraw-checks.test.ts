import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EPSILON,
  type RngState,
  type Shape,
  circle,
  closerThan,
  distanceBetween,
  nextInt,
  point,
  rectangle,
  seedRng,
} from '@warroom/engine';
import { ENEMY_DISTANCE } from '../battlefield/movement/enemy-crossing.js';

/** Pairs of footprints tried. */
const PAIRS = 2000;
/** Footprints are laid on a grid of hundredths of an inch. */
const HUNDREDTHS = 100;

/** A whole number of hundredths in [0, span) inches. */
function hundredths(rng: RngState, span: number): number {
  return nextInt(rng, span * HUNDREDTHS) / HUNDREDTHS;
}

/** A base: a round one (up to 2" across) or a rectangle (up to 3" by 3"), within 6" of the origin, turned by whole degrees. */
function footprint(rng: RngState): Shape {
  const at = point(hundredths(rng, 6), hundredths(rng, 6));
  if (nextInt(rng, 2) === 0) return circle(at, 0.1 + hundredths(rng, 1));
  const facing = (nextInt(rng, 360) * Math.PI) / 180;
  return rectangle(at, 0.2 + hundredths(rng, 3), 0.2 + hundredths(rng, 3), facing);
}

describe('rulebook p.29 Withdrawing: "not within 1" of an enemy unit", measured cheaply', () => {
  it(`rulebook p.11 Measuring Distances: closerThan gives the verdict of distanceBetween < 1" (less EPSILON) that withdraw-checks.ts asks, for ${PAIRS} seeded pairs of bases, round and rectangular, turned, apart, touching and overlapping`, () => {
    const rng = seedRng('withdraw closer than');
    let near = 0;
    let touching = 0;
    for (let i = 0; i < PAIRS; i++) {
      const a = footprint(rng);
      const b = footprint(rng);
      const d = ENEMY_DISTANCE - EPSILON;
      const exact = distanceBetween(a, b) < d;
      assert.equal(closerThan(a, b, d), exact, `pair ${i}`);
      if (exact) near++;
      if (distanceBetween(a, b) === 0) touching++;
    }
    // Both verdicts, and touching or overlapping pairs among them, are tried.
    assert.deepEqual([near, touching], [765, 364]);
  });
});
