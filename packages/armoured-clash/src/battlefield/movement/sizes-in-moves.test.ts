import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { aPiece, aRoundPiece, aTable } from '../../testing/table-fixture.js';
import { terrainSize } from '../sizes.js';
import { type UnitMove, checkMove } from './check-move.js';

const straight = (from: [number, number], to: [number, number], limit: number): UnitMove => ({
  unit: 'U',
  limit,
  paths: [{ model: 'U-1', waypoints: [point(...from), point(...to)] }],
});
const mover = (rule: { name: string; x?: number }, size = 1) =>
  ({ id: 'U', side: 'a', at: point(10, 10), facing: 90, size, rules: [rule] }) as const;
const enemy = (size: number, more: ReturnType<typeof point>[] = []) =>
  ({ id: 'E', side: 'b', at: point(10, 14), facing: 270, size, more }) as const;
const hillUnderEnemy = aRoundPiece('hill', point(10, 14), 1.5, 1, ['hill']);

describe('rulebook p.42 Hills: Sizes raised by a Hill in moves', () => {
  it('a Terrain feature on a Hill adds the Hill’s Size to its own', () => {
    const wall = aPiece('wall', point(10, 14.5), 3, 1, ['blocking']);
    const hill = aRoundPiece('hill', point(10, 14.5), 4, 1, ['hill']);
    assert.equal(terrainSize([wall], wall), 1);
    assert.equal(terrainSize([wall, hill], wall), 2);
    assert.equal(terrainSize([wall, hill], hill), 1);
  });

  it('Hills do not impede movement: a move over one is measured as over Open Terrain', () => {
    const hill = aRoundPiece('hill', point(10, 14.5), 4, 2, ['hill']);
    assert.ok(
      checkMove(aTable([mover({ name: 'Hurling' })], [hill]), straight([10, 10], [10, 19], 9))
        .legal,
    );
  });

  it('glossary: Hurling: an enemy model of Size 1 on a Hill of Size 1 is Size 2, and may not be moved through', () => {
    const hurler = mover({ name: 'Hurling' });
    assert.ok(checkMove(aTable([hurler, enemy(1)]), straight([10, 10], [10, 18], 8)).legal);
    const crossing = checkMove(
      aTable([hurler, enemy(1)], [hillUnderEnemy]),
      straight([10, 10], [10, 18], 8),
    );
    assert.equal(crossing.legal, false);
  });

  it('glossary: Large: Blocking Terrain on a Hill is compared at its raised Size', () => {
    const large = mover({ name: 'Large' }, 3);
    const wall = aPiece('wall', point(10, 14.5), 3, 1, ['blocking']);
    const hill = aRoundPiece('hill', point(10, 14.5), 4, 1, ['hill']);
    assert.ok(checkMove(aTable([large], [wall]), straight([10, 10], [10, 19], 9)).legal);
    assert.equal(
      checkMove(aTable([large], [wall, hill]), straight([10, 10], [10, 19], 9)).legal,
      false,
    );
  });

  it('glossary: Large: a unit standing on a Hill compares its raised Size (rulebook p.40 Mixed Sizes)', () => {
    const large = mover({ name: 'Large' }, 3);
    const wall = aPiece('wall', point(10, 14.5), 3, 2, ['blocking']);
    const hill = aRoundPiece('hill', point(10, 10), 1.5, 1, ['hill']);
    assert.equal(checkMove(aTable([large], [wall]), straight([10, 10], [10, 19], 9)).legal, false);
    assert.ok(checkMove(aTable([large], [wall, hill]), straight([10, 10], [10, 19], 9)).legal);
  });
});

describe('rulebook p.40 Mixed Sizes: glossary: Stilted (X) moves through enemy units by the unit’s Size', () => {
  const stilted = mover({ name: 'Stilted', x: 2 });
  const through = straight([10, 10], [10, 18], 8);

  it('an enemy unit of Size X or less may be moved through', () => {
    assert.ok(checkMove(aTable([stilted, enemy(2)]), through).legal);
    assert.equal(checkMove(aTable([stilted, enemy(3)]), through).legal, false);
  });

  it('an enemy unit whose models all stand on a Hill takes the raised Size', () => {
    assert.equal(checkMove(aTable([stilted, enemy(2)], [hillUnderEnemy]), through).legal, false);
  });

  it('with as many models on the Hill as off it, the lower Size', () => {
    const split = enemy(2, [point(20, 14)]);
    assert.ok(checkMove(aTable([stilted, split], [hillUnderEnemy]), through).legal);
  });
});
