import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { cloneRng, nextInt, nextUint32, seedRng, shuffleInPlace } from './rng.js';

describe('seeded RNG (xoshiro128** 1.1)', () => {
  it('matches the reference C implementation from the state {1, 2, 3, 4}', () => {
    // Printed by the authors' reference code (xoshiro128starstar.c) compiled with gcc.
    const state = { a: 1, b: 2, c: 3, d: 4 };
    const outputs = Array.from({ length: 6 }, () => nextUint32(state));
    assert.deepEqual(outputs, [11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('gives the same sequence for the same seed, numbers and text alike', () => {
    for (const seed of [0, 1, 42, 2 ** 32 - 1, 'warroom', '']) {
      const a = seedRng(seed);
      const b = seedRng(seed);
      for (let i = 0; i < 100; i++) assert.equal(nextUint32(a), nextUint32(b));
    }
  });

  it('is serialisable: a state through JSON continues the same sequence', () => {
    const rng = seedRng(7);
    for (let i = 0; i < 10; i++) nextUint32(rng);
    const restored = JSON.parse(JSON.stringify(rng)) as typeof rng;
    const copy = cloneRng(rng);
    for (let i = 0; i < 50; i++) {
      const expected = nextUint32(rng);
      assert.equal(nextUint32(restored), expected);
      assert.equal(nextUint32(copy), expected);
    }
  });

  it('different seeds give different sequences', () => {
    assert.notDeepEqual(
      Array.from(
        { length: 4 },
        (
          (r) => () =>
            nextUint32(r)
        )(seedRng(1)),
      ),
      Array.from(
        { length: 4 },
        (
          (r) => () =>
            nextUint32(r)
        )(seedRng(2)),
      ),
    );
  });

  it('nextInt stays in [0, n) for any n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.integer(), (n, seed) => {
        const rng = seedRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = nextInt(rng, n);
          if (!(Number.isInteger(x) && x >= 0 && x < n)) return false;
        }
        return true;
      }),
      { seed: 1, numRuns: 200 },
    );
  });

  it('nextInt rejects a number of outcomes that is not a whole number from 1 to 2^32', () => {
    const rng = seedRng(1);
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
      assert.throws(() => nextInt(rng, n), RangeError);
    }
  });

  it('nextInt(6) is uniform: chi-square over 600,000 draws below the 1e-6 critical value', () => {
    const rng = seedRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    const draws = 600_000;
    for (let i = 0; i < draws; i++) counts[nextInt(rng, 6)]! += 1;
    const expected = draws / 6;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // Chi-square with 5 degrees of freedom: P(X > 35.89) = 1e-6.
    assert.ok(chi2 < 35.89, `chi-square ${chi2}`);
  });

  it('shuffleInPlace returns a permutation of its input, reproducibly', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const a = items.slice();
        const b = items.slice();
        shuffleInPlace(seedRng(seed), a);
        shuffleInPlace(seedRng(seed), b);
        const sorted = (xs: number[]): number[] => xs.slice().sort((x, y) => x - y);
        assert.deepEqual(a, b);
        assert.deepEqual(sorted(a), sorted(items));
      }),
      { seed: 2, numRuns: 200 },
    );
  });
});
