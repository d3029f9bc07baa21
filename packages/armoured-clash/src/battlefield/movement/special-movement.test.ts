import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { aPiece, aTable } from '../../testing/table-fixture.js';
import { type UnitMove, checkMove } from './check-move.js';

const straight = (from: [number, number], to: [number, number], limit: number): UnitMove => ({
  unit: 'U',
  limit,
  paths: [{ model: 'U-1', waypoints: [point(...from), point(...to)] }],
});
const mover = (rules: string[], extra: object = {}) =>
  ({
    id: 'U',
    side: 'a',
    at: point(10, 10),
    facing: 90,
    rules: rules.map((name) => ({ name })),
    ...extra,
  }) as const;
const wood = aPiece('wood', point(10, 14.5), 3, 2, ['dense']);

describe('glossary: Pioneers', () => {
  it('treats Difficult and Dense Terrain as Open Terrain', () => {
    assert.equal(
      checkMove(aTable([mover([])], [wood]), straight([10, 10], [10, 19], 9)).legal,
      false,
    );
    assert.ok(
      checkMove(aTable([mover(['Pioneers'])], [wood]), straight([10, 10], [10, 19], 9)).legal,
    );
  });
});

describe('glossary: Large', () => {
  it('treats Difficult and Dense Terrain as Open, and Blocking Terrain two Sizes lower as Dense', () => {
    assert.ok(checkMove(aTable([mover(['Large'])], [wood]), straight([10, 10], [10, 19], 9)).legal);
    const wall = aPiece('ruin', point(10, 14.5), 3, 1, ['blocking']);
    assert.ok(
      checkMove(aTable([mover(['Large'], { size: 3 })], [wall]), straight([10, 10], [10, 19], 9))
        .legal,
    );
    assert.equal(
      checkMove(aTable([mover(['Large'], { size: 2 })], [wall]), straight([10, 10], [10, 19], 9))
        .legal,
      false,
    );
  });
});

describe('glossary: Stilted (X)', () => {
  const stilted = {
    id: 'U',
    side: 'a',
    at: point(10, 10),
    facing: 90,
    rules: [{ name: 'Stilted', x: 2 }],
  } as const;
  it('walks through Blocking Terrain of Size X or less, but may not end in it', () => {
    const ruin = aPiece('ruin', point(10, 14.5), 3, 2, ['blocking']);
    assert.ok(checkMove(aTable([stilted], [ruin]), straight([10, 10], [10, 19], 9)).legal);
    const ending = checkMove(aTable([stilted], [ruin]), straight([10, 10], [10, 14.5], 9));
    assert.ok(!ending.legal && /end in ruin/.test(ending.message));
    const tower = aPiece('tower', point(10, 14.5), 3, 3, ['blocking']);
    assert.equal(
      checkMove(aTable([stilted], [tower]), straight([10, 10], [10, 19], 9)).legal,
      false,
    );
  });
  it('treats Difficult, Dense and Water terrain of Size X or less as Open', () => {
    assert.ok(checkMove(aTable([stilted], [wood]), straight([10, 10], [10, 19], 9)).legal);
  });
});

describe('glossary: Hurling', () => {
  it('moves through enemy models of Size 1, ending more than 1" from enemies', () => {
    const hurler = mover(['Hurling']);
    const small = { id: 'E', side: 'b', at: point(10, 14), facing: 270, size: 1 } as const;
    assert.ok(checkMove(aTable([hurler, small]), straight([10, 10], [10, 18], 8)).legal);
    const big = { ...small, size: 2 };
    assert.equal(checkMove(aTable([hurler, big]), straight([10, 10], [10, 18], 8)).legal, false);
  });
});
