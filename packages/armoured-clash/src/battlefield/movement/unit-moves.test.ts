import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point, radians } from '@warroom/engine';
import { aTable } from '../../testing/table-fixture.js';
import { checkMove } from './check-move.js';
import { reformMove, rigidMove } from './unit-moves.js';

const squad = {
  id: 'U',
  side: 'a',
  type: 'infantry',
  at: point(10, 10),
  facing: 90,
  more: [point(11, 10), point(9, 10)],
} as const;

describe('rulebook p.16 Moving a Unit: the whole unit at once', () => {
  it("a rigid move keeps the formation and measures each model's path", () => {
    const move = rigidMove(aTable([squad]), 'U', point(0, 5), 6);
    const result = checkMove(aTable([squad]), move);
    assert.ok(result.legal);
    if (result.legal) assert.deepEqual([...result.used.values()], [5, 5, 5]);
  });

  it("a move and re-formation forms the unit up around the Officer's new place", () => {
    const move = reformMove(aTable([squad]), 'U', point(10, 14), radians(0), 6);
    const result = checkMove(aTable([squad]), move);
    assert.ok(result.legal, result.legal ? '' : result.message);
    assert.deepEqual(move.paths[0]?.waypoints[1], point(10, 14));
  });
});
