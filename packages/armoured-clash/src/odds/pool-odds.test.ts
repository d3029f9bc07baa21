import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { PoolPlan } from '../attack/prepare.js';
import { rollPool } from '../attack/roll.js';
import { FACES, FACE_PROBABILITY, type Face } from '../dice/faces.js';
import { forEachTally, poolOdds } from './pool-odds.js';

class NeedAnotherDie extends Error {}

/**
 * Every way the engine's own rollPool can fall, found by running it on every
 * sequence of faces (depth first), with each sequence's probability.
 */
function enumerateRolls(plan: PoolPlan, key: (counts: readonly number[], hits: number) => string) {
  const found = new Map<string, number>();
  const prefixes: Face[][] = [[]];
  while (prefixes.length > 0) {
    const prefix = prefixes.pop() as Face[];
    let used = 0;
    try {
      const { tally } = rollPool(plan, () => {
        const face = prefix[used++];
        if (face === undefined) throw new NeedAnotherDie();
        return face;
      });
      const p = prefix.reduce((q: number, face) => q * (FACE_PROBABILITY[face] ?? 0), 1);
      const k = key(tally.counts, tally.hits);
      found.set(k, (found.get(k) ?? 0) + p);
    } catch (error) {
      if (!(error instanceof NeedAnotherDie)) throw error;
      for (const face of FACES) prefixes.push([...prefix, face]);
    }
  }
  return found;
}

const planArbitrary = fc.record({
  dice: fc.integer({ min: 0, max: 2 }),
  addedPerHeroicStrike: fc.integer({ min: 1, max: 2 }),
  // Any set of Glancing Strikes, Misses and Blanks: what ratings and bonus re-rolls allow.
  rerollable: fc.integer({ min: 0, max: 7 }).map((bits) => bits << 2),
  hitsPerFace: fc.tuple(
    fc.integer({ min: 0, max: 3 }),
    fc.integer({ min: 0, max: 2 }),
    fc.constant(0),
    fc.constant(0),
    fc.integer({ min: 0, max: 1 }),
  ),
  reads: fc.uniqueArray(
    fc.record({ face: fc.constantFrom(...FACES), cap: fc.integer({ min: 0, max: 4 }) }),
    { maxLength: 2, selector: (r) => r.face },
  ),
});

describe('exact pool odds = every way the engine rolls (rulebook p.33)', () => {
  it('agrees with full enumeration of rollPool on small pools, to 1e-12', () => {
    fc.assert(
      fc.property(planArbitrary, (plan: PoolPlan) => {
        const capped = (counts: readonly number[], hits: number): string =>
          [hits, ...plan.reads.map((r) => Math.min(counts[r.face] ?? 0, r.cap))].join(',');
        const enumerated = enumerateRolls(plan, capped);
        const exact = new Map<string, number>();
        forEachTally(poolOdds(plan), (tally, p) => {
          exact.set(capped(tally.counts, tally.hits), p);
        });
        assert.deepEqual([...exact.keys()].sort(), [...enumerated.keys()].sort());
        for (const [k, p] of enumerated) {
          assert.ok(Math.abs((exact.get(k) ?? 0) - p) < 1e-12, `${k}: ${exact.get(k)} vs ${p}`);
        }
      }),
      { seed: 5, numRuns: 60 },
    );
  });

  it('a neutral first-roll die scores 196/216 hits on average (worked by hand)', () => {
    const plan: PoolPlan = {
      dice: 1,
      addedPerHeroicStrike: 1,
      rerollable: 1 << 2,
      hitsPerFace: [2, 1, 0, 0, 0],
      reads: [],
    };
    let mean = 0;
    forEachTally(poolOdds(plan), (tally, p) => (mean += tally.hits * p));
    assert.ok(Math.abs(mean - 196 / 216) < 1e-15);
  });
});
