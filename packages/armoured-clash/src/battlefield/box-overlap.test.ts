import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Shape, circle, nextInt, overlaps, point, rectangle, seedRng } from '@warroom/engine';
import { firstOverlapped, otherUnitOverlapped } from './box-overlap.js';
import type { Table } from './table.js';

/** A 1" square base or a round base of 0.5" radius, at a random spot and facing (seeded). */
function someFootprint(rng: ReturnType<typeof seedRng>): Shape {
  const at = point(nextInt(rng, 1200) / 100, nextInt(rng, 1200) / 100);
  return nextInt(rng, 4) === 0
    ? circle(at, 0.5)
    : rectangle(at, 1, 1, (nextInt(rng, 8) * Math.PI) / 4);
}

describe('rulebook p.10 Footprints: the first model a footprint overlaps, ruled out by boxes first', () => {
  it('rulebook p.10: firstOverlapped finds the same model as a plain search with overlaps', () => {
    const rng = seedRng('box-overlap');
    let found = 0;
    for (let layout = 0; layout < 40; layout++) {
      const models = Array.from({ length: 12 }, (_, i) => ({
        id: `m${i}`,
        footprint: someFootprint(rng),
      }));
      for (let i = 0; i < 40; i++) {
        const shape = someFootprint(rng);
        const plain = models.find((m) => overlaps(m.footprint, shape));
        assert.equal(firstOverlapped(models, shape), plain);
        found += plain === undefined ? 0 : 1;
      }
    }
    // Both outcomes are exercised: the seeded shapes overlap a model in 425 of the 1600 searches.
    assert.equal(found, 425);
  });

  it("rulebook p.10: otherUnitOverlapped finds the same model as a plain search among other units' models", () => {
    const rng = seedRng('other-unit-overlap');
    let found = 0;
    for (let layout = 0; layout < 20; layout++) {
      const models = Array.from({ length: 12 }, (_, i) => ({
        id: `m${i}`,
        unit: `u${i % 3}`,
        footprint: someFootprint(rng),
        facing: 0,
      }));
      const table: Table = { width: 12, depth: 12, terrain: [], units: new Map(), models };
      for (let i = 0; i < 40; i++) {
        const shape = someFootprint(rng);
        const plain = models.find((m) => m.unit !== 'u0' && overlaps(m.footprint, shape));
        assert.equal(otherUnitOverlapped(table, 'u0', shape), plain);
        found += plain === undefined ? 0 : 1;
      }
    }
    // Both outcomes are exercised: the seeded shapes overlap another unit's model in 131 of the 800 searches.
    assert.equal(found, 131);
  });

  it('rulebook p.10: squares side by side touch without overlapping; moved in by more than EPSILON they overlap', () => {
    const left = { id: 'left', footprint: rectangle(point(0, 0), 1, 1, 0) };
    assert.equal(firstOverlapped([left], rectangle(point(1, 0), 1, 1, 0)), undefined);
    assert.equal(firstOverlapped([left], rectangle(point(0.99, 0), 1, 1, 0)), left);
  });
});
