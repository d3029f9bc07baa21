import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aPiece, aTable, model, point } from '../testing/table-fixture.js';
import { lineOfSight } from './line-of-sight.js';
import { checkMove } from './movement/check-move.js';

const V = { id: 'V', side: 'a', at: point(10, 24), facing: 0 } as const;
const T = { id: 'T', side: 'b', at: point(30, 24), facing: 180 } as const;
/** Open ground (rulebook p.40: Size 0, no Features) lying between them. */
const field = aPiece('field', point(20, 24), 6, 0, []);

describe('rulebook p.40 Battlefield Terrain: Open Terrain', () => {
  it('rulebook p.40 Open Terrain: an area without Features has no special rules: Line of Sight across it stays Clear', () => {
    const table = aTable([V, T], [field]);
    assert.deepEqual(
      lineOfSight(table, model(table, 'V'), model(table, 'T'), { rangedAttack: true }),
      {
        visibility: 'clear',
        reasons: [],
      },
    );
  });

  it('rulebook p.40 Open Terrain: moving across it costs only the distance moved', () => {
    const result = checkMove(aTable([{ ...V, facing: 0 }], [field]), {
      unit: 'V',
      limit: 16,
      paths: [{ model: 'V-1', waypoints: [point(10, 24), point(26, 24)] }],
    });
    assert.ok(result.legal);
    assert.equal(result.legal ? result.used.get('V-1') : undefined, 16);
  });
});
