import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { overlaps, withinDistance } from '@warroom/engine';
import { fighters } from '../../testing/aircraft-fixture.js';
import { COHERENCY_DISTANCE } from '../../battlefield/coherency.js';
import type { ArmyUnit } from '../army.js';
import { footprintOf } from '../army-unit.js';
import type { ModelState } from '../state.js';
import { turnedToIntercept } from './interception-turn.js';

/** Harrier-like aircraft: oblong Footprints 1" across and 3" long, nose to +x. */
const HARRIERS: ArmyUnit = { ...fighters('harriers'), footprint: { width: 1, depth: 3 } };

const EAST = 0;
const NORTH = Math.PI / 2;

/** Positions compared to a millionth of an inch. */
const CLOSE = 1e-6;

function assertAt(model: ModelState | undefined, x: number, y: number, facing: number): void {
  assert.ok(model !== undefined);
  assert.ok(Math.abs(model.x - x) < CLOSE, `${model.id} x ${model.x}, not ${x}`);
  assert.ok(Math.abs(model.y - y) < CLOSE, `${model.id} y ${model.y}, not ${y}`);
  assert.ok(Math.abs(model.facing - facing) < CLOSE, `${model.id} facing ${model.facing}`);
}

/** No two models of the unit overlap, and each is within 3" of the Officer (the first). */
function assertApartAndCoherent(models: readonly ModelState[]): void {
  const shapes = models.map((m) => footprintOf(HARRIERS, m));
  const officer = shapes[0];
  assert.ok(officer !== undefined);
  shapes.forEach((s, i) => {
    assert.ok(withinDistance(s, officer, COHERENCY_DISTANCE), `model ${i} within 3"`);
    shapes.slice(i + 1).forEach((t, j) => {
      assert.equal(overlaps(s, t), false, `models ${i} and ${i + 1 + j} overlap`);
    });
  });
}

describe('glossary: Interceptor — the Interception Sortie starts with every model turned to face as its Officer does', () => {
  it('glossary: Interceptor, rulebook p.10 Footprints: two Harriers side by side, turned on the spot, would overlap: the second slides the least distance clear of the Officer, In Contact, facing the same way', () => {
    // Facing east, 0.2" apart side to side; turned north each would cover the other's middle.
    const models = [
      { id: 'h#1', x: 10, y: 10, facing: EAST },
      { id: 'h#2', x: 10.3, y: 11.2, facing: EAST },
    ];
    const turned = turnedToIntercept(HARRIERS, models, 'h#1', NORTH);
    assertAt(turned[0], 10, 10, NORTH);
    // The nearest clear place: 0.7" east, its flank against the Officer's.
    assertAt(turned[1], 11, 11.2, NORTH);
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor: models clear of each other once turned stay where they stand', () => {
    const models = [
      { id: 'h#1', x: 10, y: 10, facing: EAST },
      { id: 'h#2', x: 12.5, y: 12, facing: EAST },
    ];
    const turned = turnedToIntercept(HARRIERS, models, 'h#1', NORTH);
    assertAt(turned[0], 10, 10, NORTH);
    assertAt(turned[1], 12.5, 12, NORTH);
  });

  it('glossary: Interceptor, rulebook p.10 Footprints: the slide also keeps clear of another unit’s model, to the far side when the near one is taken', () => {
    const models = [
      { id: 'h#1', x: 10, y: 10, facing: EAST },
      { id: 'h#2', x: 10.3, y: 11.2, facing: EAST },
    ];
    // A 1" square base whose left edge is at x = 11.4: h#2 slid 0.7" east would overlap it.
    const square = { ...HARRIERS, footprint: { width: 1, depth: 1 } };
    const other = footprintOf(square, { id: 'x#1', x: 11.9, y: 11.2, facing: EAST });
    const turned = turnedToIntercept(HARRIERS, models, 'h#1', NORTH, [other]);
    // The nearest place clear of both: 1.3" west, its flank against the Officer's other flank.
    assertAt(turned[1], 9, 11.2, NORTH);
    assert.equal(overlaps(footprintOf(HARRIERS, turned[1] ?? models[1]!), other), false);
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor, rulebook pp.10, 14: three Harriers in echelon: each slides in its turn clear of those turned before it', () => {
    const models = [
      { id: 'h#1', x: 10, y: 10, facing: EAST },
      { id: 'h#2', x: 10.3, y: 11.2, facing: EAST },
      { id: 'h#3', x: 10.6, y: 12.4, facing: EAST },
    ];
    const turned = turnedToIntercept(HARRIERS, models, 'h#1', NORTH);
    assertAt(turned[0], 10, 10, NORTH);
    assertAt(turned[1], 11, 11.2, NORTH);
    // Just clear of h#2 where it now stands: 1.4" east.
    assertAt(turned[2], 12, 12.4, NORTH);
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor, rulebook pp.10, 14: when every slide near it is taken by other models, the unit turns as a block about the Officer, apart and coherent', () => {
    const models = [
      { id: 'h#1', x: 10, y: 10, facing: EAST },
      { id: 'h#2', x: 10.3, y: 11.2, facing: EAST },
    ];
    const square = { ...HARRIERS, footprint: { width: 1, depth: 1 } };
    const others = [
      [11.8, 12.5],
      [8.5, 12.9],
      [7.8, 8.3],
    ].map(([x = 0, y = 0], i) => footprintOf(square, { id: `x#${i + 1}`, x, y, facing: EAST }));
    const turned = turnedToIntercept(HARRIERS, models, 'h#1', NORTH, others);
    // A quarter turn about (10, 10): (x, y) goes to (10 - (y - 10), 10 + (x - 10)).
    assertAt(turned[0], 10, 10, NORTH);
    assertAt(turned[1], 8.8, 10.3, NORTH);
    assertApartAndCoherent(turned);
    for (const model of turned) {
      const shape = footprintOf(HARRIERS, model);
      assert.ok(
        others.every((o) => !overlaps(shape, o)),
        `${model.id} overlaps another unit`,
      );
    }
  });
});
