import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type RngState, seedRng } from '@warroom/engine';
import { type SoloUnit, aPiece, aTable, point } from '../testing/table-fixture.js';
import { buildSightIndex } from './sight-index.js';
import { targetAcquired } from './target-acquired.js';
import { acquireTarget } from './target-acquisition.js';
import { scatteredUnits } from '../testing/scattered-units-fixture.js';

/** Units placed on the table at random (seeded), each with a second model beside it. */
const someUnits = (rng: RngState, count: number): SoloUnit[] => scatteredUnits(rng, count);

const TERRAIN = [
  aPiece('wall', point(24, 24), 3, 3, ['blocking']),
  aPiece('wood', point(12, 30), 6, 2, ['dense']),
  aPiece('hill', point(34, 14), 6, 1, ['hill']),
  aPiece('hedge', point(20, 10), 2, 1, ['obstacle']),
];

const RANGES = [undefined, { short: 6, long: 12 }, { short: 12, long: 24 }, { short: 0, long: 60 }];

describe('rulebook p.17 Target Acquisition, checked only as far as confirming it', () => {
  it('rulebook p.17: targetAcquired agrees with acquireTarget().confirmed for every pair, range and arc', () => {
    const rng = seedRng('target-acquired');
    let confirmed = 0;
    let pairs = 0;
    for (let layout = 0; layout < 4; layout++) {
      const table = aTable(someUnits(rng, 12), TERRAIN);
      const sight = buildSightIndex(table);
      for (const attacker of table.units.keys()) {
        for (const target of table.units.keys()) {
          if (attacker === target) continue;
          for (const range of RANGES) {
            for (const anyArc of [false, true]) {
              const full = acquireTarget(table, attacker, target, range, { anyArc }).confirmed;
              const quick = targetAcquired(table, attacker, target, range, {
                anyArc,
                sight: () => sight,
              });
              assert.equal(quick, full, `${attacker} → ${target}, ${JSON.stringify(range)}`);
              confirmed += full ? 1 : 0;
              pairs += 1;
            }
          }
        }
      }
    }
    // Both outcomes are exercised: the seeded layouts confirm 1036 of the 4224 checks.
    assert.equal(pairs, 4224);
    assert.equal(confirmed, 1036);
  });

  it('rulebook p.17: an unknown unit is a RangeError, as for acquireTarget', () => {
    const table = aTable(someUnits(seedRng('unknown'), 2));
    assert.throws(() => targetAcquired(table, 'U0', 'nobody', RANGES[1]), RangeError);
  });
});
