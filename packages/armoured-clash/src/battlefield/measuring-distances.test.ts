import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTable, point } from '../testing/table-fixture.js';
import { distanceBetweenUnits } from './table.js';

describe('rulebook p.11 Measuring Distances', () => {
  it('rulebook p.11 Measuring Distances: the distance between two units is measured between their closest models, footprint to footprint', () => {
    // 1" square bases: A's models at x = 10 and 14, B's at x = 20 and 30, all on y = 24.
    const table = aTable([
      { id: 'A', side: 'a', at: point(10, 24), more: [point(14, 24)] },
      { id: 'B', side: 'b', at: point(30, 24), more: [point(20, 24)] },
    ]);
    assert.equal(distanceBetweenUnits(table, 'A', 'B'), 5);
    assert.equal(distanceBetweenUnits(table, 'B', 'A'), 5);
  });
});
