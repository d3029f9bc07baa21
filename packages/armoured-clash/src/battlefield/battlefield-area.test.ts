import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { containsPoint, point, rectangle } from '@warroom/engine';
import { battlefieldArea } from './battlefield.js';

const battle = { width: 48, depth: 48 };
const cataclysm = { width: 72, depth: 48 };

describe('rulebook p.8 The Battlefield: its area, made once per size', () => {
  it('rulebook p.8 The Battlefield: the area of a size is the rectangle from its corner (0, 0) to (width, depth)', () => {
    assert.deepEqual(battlefieldArea(cataclysm), rectangle(point(36, 24), 48, 72, 0));
    assert.ok(containsPoint(battlefieldArea(cataclysm), point(71.9, 47.9)));
    assert.ok(!containsPoint(battlefieldArea(cataclysm), point(72.1, 24)));
  });

  it('rulebook p.8 The Battlefield: the same size asked again gives the same area, another size its own', () => {
    const first = battlefieldArea(battle);
    assert.equal(battlefieldArea({ ...battle }), first);
    const other = battlefieldArea(cataclysm);
    assert.notEqual(other, first);
    assert.deepEqual(other, rectangle(point(36, 24), 48, 72, 0));
    assert.deepEqual(battlefieldArea(battle), rectangle(point(24, 24), 48, 48, 0));
  });
});
