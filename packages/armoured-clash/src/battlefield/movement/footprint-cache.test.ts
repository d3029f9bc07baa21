import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { circle, footprintObstacle, point, rectangle, rotate, translate } from '@warroom/engine';
import { type TableModel, centreOfModel } from '../table.js';
import { boxOf } from '../sight-index.js';
import { footprintAround, obstacleOf } from './footprint-cache.js';
import { legEndsBox } from './swept-box.js';
import { type Leg, footprintAt, legClearance, overlapStretches } from './swept-path.js';

/** A 2" x 4" base at (10, 10), a little turned: a Vehicle's footprint. */
const tank: TableModel = {
  id: 'T-1',
  unit: 'T',
  footprint: rectangle(point(10, 10), 2, 4, 0.3),
  facing: 0.3,
};
const wood = circle(point(14, 18), 3);

/** Where the tank's path below overlaps the wood, as fractions of its legs (each leg 1). */
const STRETCHES_THROUGH_THE_WOOD = [['0.7732', '2.2102']];

/** The footprint around its centre point, turned, as it was made before it was remembered. */
function freshAround(model: TableModel, facing: number): ReturnType<typeof footprintAround> {
  const centre = centreOfModel(model);
  const local = translate(model.footprint, point(-centre.x, -centre.y));
  if (local.kind === 'circle') return local;
  return { kind: 'polygon', points: local.points.map((p) => rotate(p, facing - model.facing)) };
}

describe('rulebook p.16 Moving a Unit: the shapes of a footprint carried along a leg, remembered', () => {
  it('rulebook p.16 Moving a Unit: a turned footprint is made once: the same shape as made afresh, and the same object again', () => {
    const turned = footprintAround(tank, 1.2);
    assert.equal(footprintAround(tank, 1.2), turned);
    assert.deepEqual(turned, freshAround(tank, 1.2));
    assert.notEqual(footprintAround(tank, 0.3), turned);
    assert.deepEqual(footprintAround(tank, 0.3), freshAround(tank, 0.3));
  });

  it('rulebook pp.41-42 Terrain: a remembered obstacle is the very one a fresh Minkowski sum gives', () => {
    const around = footprintAround(tank, 0.3);
    const obstacle = obstacleOf(wood, around);
    assert.equal(obstacleOf(wood, around), obstacle);
    assert.deepEqual(obstacle, footprintObstacle(wood, around));
    const ruin = rectangle(point(20, 20), 4, 4, 0);
    assert.deepEqual(obstacleOf(ruin, around), footprintObstacle(ruin, around));
  });

  it('rulebook pp.41-42 Terrain: the stretches of a path through a wood, exact, and the same again with its obstacles remembered', () => {
    const legs: Leg[] = [
      { a: point(10, 10), b: point(10, 16), facing: 0.3 },
      { a: point(10, 16), b: point(16, 16), facing: 0.3 },
      { a: point(16, 16), b: point(30, 30), facing: 0.3 },
    ];
    const stretches = overlapStretches(tank, legs, wood);
    assert.deepEqual(overlapStretches(tank, legs, wood), stretches);
    assert.deepEqual(
      stretches.map(([from, to]) => [from.toFixed(4), to.toFixed(4)]),
      STRETCHES_THROUGH_THE_WOOD,
    );
  });

  it('rulebook p.16 Moving a Unit: a leg measured again gives the same clearance as a copy of it measured afresh', () => {
    const leg: Leg = { a: point(10, 10), b: point(12, 14), facing: 0.3 };
    const clearance = legClearance(tank, leg, wood);
    assert.equal(legClearance(tank, leg, wood), clearance);
    assert.equal(legClearance(tank, { ...leg }, wood), clearance);
  });

  it('rulebook p.16 Moving a Unit (not within 1" of an enemy): the box of a leg-ends footprints is the box of the footprints placed there, grown by 1"', () => {
    const leg: Leg = { a: point(10, 10), b: point(12.3, 17.1), facing: 0.9 };
    for (const model of [tank, { ...tank, footprint: circle(point(10, 10), 0.5) }]) {
      const a = boxOf(footprintAt(model, leg.a, leg.facing));
      const b = boxOf(footprintAt(model, leg.b, leg.facing));
      assert.deepEqual(legEndsBox(model, leg, 1), {
        minX: Math.min(a.minX, b.minX) - 1,
        minY: Math.min(a.minY, b.minY) - 1,
        maxX: Math.max(a.maxX, b.maxX) + 1,
        maxY: Math.max(a.maxY, b.maxY) + 1,
      });
    }
  });
});
