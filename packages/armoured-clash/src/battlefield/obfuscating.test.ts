import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTable, model, point } from '../testing/table-fixture.js';
import { lineOfSight } from './line-of-sight.js';
import type { Table } from './table.js';

const ranged = { rangedAttack: true };

/** Viewer V at (10, 24) facing +x toward target T at (30, 24), two models 2" apart. */
const V = { id: 'V', side: 'a', at: point(10, 24), facing: 0 } as const;
const T = { id: 'T', side: 'b', at: point(30, 24), facing: 180, more: [point(30, 26)] } as const;

function los(table: Table) {
  return lineOfSight(table, model(table, 'V'), model(table, 'T'), ranged);
}

/** An Obfuscating (3") unit of `side` at `at`, out of the line between V and T. */
const smoke = (side: 'a' | 'b', y: number) =>
  ({ id: 'S', side, at: point(30, y), rules: [{ name: 'Obfuscating', x: 3 }] }) as const;

describe('glossary: Obfuscating (X")', () => {
  it('the unit itself always counts as Shrouded: Line of Sight to it is Obscured', () => {
    const table = aTable([V, smoke('b', 20)]);
    const result = lineOfSight(table, model(table, 'V'), model(table, 'S'), ranged);
    assert.deepEqual(result, { visibility: 'obscured', reasons: ['S is Shrouded'] });
  });

  it('a friendly unit whose models are all within X" counts as Shrouded', () => {
    // S's base reaches down to y = 27.5: T's models reach up to y = 24.5 and 26.5, 3" and 1" away.
    assert.deepEqual(los(aTable([V, T, smoke('b', 28)])), {
      visibility: 'obscured',
      reasons: ['T is Shrouded'],
    });
  });

  it('not when one of its models is beyond X", nor an enemy unit', () => {
    assert.equal(los(aTable([V, T, smoke('b', 28.1)])).visibility, 'clear');
    assert.equal(los(aTable([V, T, smoke('a', 28)])).visibility, 'clear');
  });
});
