import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type RngState, seedRng } from '@warroom/engine';
import { buildSightIndex } from '../battlefield/sight-index.js';
import { acquireTarget } from '../battlefield/target-acquisition.js';
import { type SoloUnit, aPiece, aTable, point } from '../testing/table-fixture.js';
import { indirectConfirmed } from './indirect-confirmed.js';
import { indirectAcquisition } from './weapon-acquisition.js';
import { scatteredUnits } from '../testing/scattered-units-fixture.js';

/** Units placed at random (seeded), each with a second model beside it; every fifth with Rolling Stock. */
const someUnits = (rng: RngState, count: number): SoloUnit[] =>
  scatteredUnits(rng, count, (i) => (i % 5 === 0 ? [{ name: 'Rolling Stock' }] : undefined));

const TERRAIN = [
  aPiece('wall', point(24, 24), 3, 3, ['blocking']),
  aPiece('wood', point(12, 30), 6, 2, ['dense']),
  aPiece('hill', point(34, 14), 6, 1, ['hill']),
  aPiece('hedge', point(20, 10), 2, 1, ['obstacle']),
];

const RANGES = [
  { short: 6, long: 12 },
  { short: 12, long: 24 },
  { short: 0, long: 60 },
];

describe('glossary: Indirect, checked only as far as confirming Target Acquisition', () => {
  it("glossary: Indirect: indirectConfirmed agrees with the full acquisition's confirmed for every pair, range and arc", () => {
    const rng = seedRng('indirect-confirmed');
    const outcomes = { confirmed: 0, byFriend: 0, refused: 0 };
    for (let layout = 0; layout < 4; layout++) {
      const table = aTable(someUnits(rng, 12), TERRAIN);
      const sight = buildSightIndex(table);
      for (const attacker of table.units.keys()) {
        for (const target of table.units.keys()) {
          if (attacker === target) continue;
          for (const range of RANGES) {
            for (const anyArc of [false, true]) {
              const found = acquireTarget(table, attacker, target, range, { anyArc });
              const full = indirectAcquisition(table, attacker, target, range, found, undefined);
              const quick = indirectConfirmed(table, attacker, target, range, anyArc, () => sight);
              assert.equal(
                quick,
                full.confirmed,
                `${attacker} → ${target}, ${JSON.stringify(range)}`,
              );
              if (!full.confirmed) outcomes.refused += 1;
              else if (full.visibilityFrom === undefined) outcomes.confirmed += 1;
              else outcomes.byFriend += 1;
            }
          }
        }
      }
    }
    // Every outcome is exercised by the seeded layouts: by its own eyes, by a friend's, refused.
    assert.deepEqual(outcomes, { confirmed: 963, byFriend: 66, refused: 2139 });
  });

  it('glossary: Indirect: an unknown unit is a RangeError, as for acquireTarget', () => {
    const table = aTable(someUnits(seedRng('unknown'), 2));
    assert.throws(
      () =>
        indirectConfirmed(table, 'U0', 'nobody', { short: 6, long: 12 }, false, () =>
          buildSightIndex(table),
        ),
      RangeError,
    );
  });
});
