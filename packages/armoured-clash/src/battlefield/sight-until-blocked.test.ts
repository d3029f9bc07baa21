import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type RngState, seedRng } from '@warroom/engine';
import { type SoloUnit, aPiece, aTable, point } from '../testing/table-fixture.js';
import { lineOfSight } from './line-of-sight.js';
import { buildSightIndex } from './sight-index.js';
import { scatteredUnits } from '../testing/scattered-units-fixture.js';

/** Units placed at random (seeded), each with a second model beside it; some Large, some with Bulwark. */
function someUnits(rng: RngState, count: number): SoloUnit[] {
  const rules = [[], [{ name: 'Large' }], [{ name: 'Bulwark' }]];
  return scatteredUnits(rng, count, (i) => rules[i % rules.length] ?? []);
}

const TERRAIN = [
  aPiece('wall', point(24, 24), 3, 3, ['blocking']),
  aPiece('wood', point(12, 30), 8, 2, ['dense']),
  aPiece('copse', point(36, 36), 2, 2, ['dense']),
  aPiece('hill', point(34, 14), 6, 1, ['hill']),
];

describe('rulebook p.17 Checking Line of Sight, asked only whether it is Blocked', () => {
  it('rulebook p.17: untilBlocked gives the same visibility, and of the reasons only the first that blocks', () => {
    const rng = seedRng('sight-until-blocked');
    const seen = { clear: 0, obscured: 0, blocked: 0 };
    for (let layout = 0; layout < 3; layout++) {
      const table = aTable(someUnits(rng, 10), TERRAIN);
      const index = buildSightIndex(table);
      for (const viewer of table.models) {
        for (const target of table.models) {
          if (viewer.unit === target.unit) continue;
          for (const rangedAttack of [false, true]) {
            for (const anyArc of [false, true]) {
              const full = lineOfSight(table, viewer, target, { rangedAttack, anyArc }, index);
              const quick = lineOfSight(
                table,
                viewer,
                target,
                { rangedAttack, anyArc, untilBlocked: true },
                index,
              );
              const blockedFirst = full.visibility === 'blocked' ? full.reasons.slice(0, 1) : [];
              assert.deepEqual(
                quick,
                full.visibility === 'blocked' ? { ...full, reasons: blockedFirst } : full,
                `${viewer.id} → ${target.id}`,
              );
              seen[full.visibility] += 1;
            }
          }
        }
      }
    }
    // Every outcome is exercised by the seeded layouts.
    assert.deepEqual(seen, { clear: 2001, obscured: 330, blocked: 1989 });
  });
});
