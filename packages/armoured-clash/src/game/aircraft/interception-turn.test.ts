import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Shape,
  insideRegion,
  overlaps,
  point,
  rectangle,
  withinDistance,
} from '@warroom/engine';
import { battlefieldArea } from '../../battlefield/battlefield.js';
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
const NORTH_EAST = Math.PI / 4;

/** A 48" square battlefield. */
const FIELD = { width: 48, depth: 48 };

/** Harriers at `places`, (x, y) each, all facing `facing`: h#1, the Officer, first. */
function harriers(facing: number, ...places: readonly (readonly [number, number])[]): ModelState[] {
  return places.map(([x, y], i) => ({ id: `h#${i + 1}`, x, y, facing }));
}

/** `models` turned to face `facing` as their Officer h#1 does, on FIELD among other units' Footprints `others` (none: nothing near). */
function turnOf(
  models: readonly ModelState[],
  facing: number,
  others: readonly Shape[] = [],
): ModelState[] {
  return turnedToIntercept(HARRIERS, models, 'h#1', facing, { battlefield: FIELD, others });
}

/** Another unit's model: a 2" square base. */
const TANK: ArmyUnit = { ...HARRIERS, id: 'tanks', footprint: { width: 2, depth: 2 } };

/** Three Harriers facing east, the Officer at (20, 20). */
const HEMMED_IN: readonly ModelState[] = [
  { id: 'h#1', x: 20, y: 20, facing: EAST },
  { id: 'h#2', x: 17.5, y: 19, facing: EAST },
  { id: 'h#3', x: 20.5, y: 19, facing: EAST },
];

/** An axis-aligned block from (west, south) to (east, north). */
function block(west: number, east: number, south: number, north: number): Shape {
  return rectangle(point((west + east) / 2, (south + north) / 2), north - south, east - west, EAST);
}

/**
 * The Footprints of other units' models packed round HEMMED_IN, drawn as large
 * blocks: free only where the Harriers stand, where the Officer turned north
 * on its spot stands, and a lane 1" wide east of it from 16" to `laneEnd` north.
 */
function crowd(laneEnd: number): Shape[] {
  return [
    block(10, 20.5, 10, 18.5),
    block(21.5, 30, 10, 18.5),
    block(20.5, 21.5, 10, 16),
    block(10, 19.5, 20.5, 30),
    block(10, 18.5, 19.5, 20.5),
    block(10, 16, 18.5, 19.5),
    block(19.5, 20.5, 21.5, 30),
    block(20.5, 21.5, laneEnd, 30),
    block(21.5, 30, 20.5, 30),
    block(21.5, 30, 19.5, 20.5),
    block(22, 30, 18.5, 19.5),
  ];
}

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
    const models = harriers(EAST, [10, 10], [10.3, 11.2]);
    const turned = turnOf(models, NORTH);
    assertAt(turned[0], 10, 10, NORTH);
    // The nearest clear place: 0.7" east, its flank against the Officer's.
    assertAt(turned[1], 11, 11.2, NORTH);
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor: models clear of each other once turned stay where they stand', () => {
    const models = harriers(EAST, [10, 10], [12.5, 12]);
    const turned = turnOf(models, NORTH);
    assertAt(turned[0], 10, 10, NORTH);
    assertAt(turned[1], 12.5, 12, NORTH);
  });

  it('glossary: Interceptor, rulebook p.10 Footprints: the slide also keeps clear of another unit’s model, to the far side when the near one is taken', () => {
    const models = harriers(EAST, [10, 10], [10.3, 11.2]);
    // A 1" square base whose left edge is at x = 11.4: h#2 slid 0.7" east would overlap it.
    const square = { ...HARRIERS, footprint: { width: 1, depth: 1 } };
    const other = footprintOf(square, { id: 'x#1', x: 11.9, y: 11.2, facing: EAST });
    const turned = turnOf(models, NORTH, [other]);
    // The nearest place clear of both: 1.3" west, its flank against the Officer's other flank.
    assertAt(turned[1], 9, 11.2, NORTH);
    assert.equal(overlaps(footprintOf(HARRIERS, turned[1] ?? models[1]!), other), false);
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor, rulebook pp.10, 14: three Harriers in echelon: each slides in its turn the least distance clear of those turned before it', () => {
    const models = harriers(EAST, [10, 10], [10.3, 11.2], [10.6, 12.4]);
    const turned = turnOf(models, NORTH);
    assertAt(turned[0], 10, 10, NORTH);
    assertAt(turned[1], 11, 11.2, NORTH);
    // In the corner between the Officer's nose and h#2's flank: 0.6" west and 0.6" north
    // (0.85"), nearer than 1.4" east, just clear of h#2.
    assertAt(turned[2], 10, 13, NORTH);
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor, rulebook p.14 Unit Coherency, p.16 Moving a Unit: a Harrier its turn on the spot takes beyond 3" of the Officer slides back just within 3"', () => {
    // Nose to tail facing east, each touching the next: turned north on the spot, h#2 would stand 2" from the Officer and h#3 5".
    const models = harriers(EAST, [10, 10], [13, 10], [16, 10]);
    const turned = turnOf(models, NORTH);
    assertAt(turned[0], 10, 10, NORTH);
    assertAt(turned[1], 13, 10, NORTH);
    // 2" west: its flank 3" from the Officer's and against h#2's.
    assertAt(turned[2], 14, 10, NORTH);
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor, rulebook p.8 The Battlefield, p.16: Harriers with a flank at the table edge turned to face away from it slide onto the battlefield, no farther', () => {
    // Incoming at the west edge (rulebook p.50), nose to tail along it, facing north.
    const models = harriers(NORTH, [0.5, 10], [0.5, 13.5]);
    const turned = turnOf(models, EAST);
    // Turned on the spot each would reach 1" past the edge: each slides 1" east, its tail on the edge.
    assertAt(turned[0], 1.5, 10, EAST);
    assertAt(turned[1], 1.5, 13.5, EAST);
    for (const model of turned) {
      assert.equal(insideRegion(footprintOf(HARRIERS, model), battlefieldArea(FIELD)), true);
    }
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor, rulebook p.8 The Battlefield: turned obliquely at the table edge, the Officer slides straight in until its corner is on the edge', () => {
    const models = harriers(NORTH, [0.5, 10]);
    const turned = turnOf(models, NORTH_EAST);
    // Turned 45°, a 1" by 3" Footprint reaches 1.5 cos 45° + 0.5 sin 45° = √2 either side of its centre.
    assertAt(turned[0], Math.SQRT2, 10, NORTH_EAST);
  });

  it('glossary: Interceptor, rulebook p.10 Footprints: an Officer beside another unit’s model slides clear of it, and the model beside it clear of both', () => {
    const models = harriers(EAST, [10, 10], [10.3, 8.8]);
    // A tank 2" square 0.7" north of the Officer's flank: turned north, the Officer would reach 0.3" into it.
    const tank = footprintOf(TANK, { id: 't#1', x: 10, y: 12.2, facing: EAST });
    const turned = turnOf(models, NORTH, [tank]);
    assertAt(turned[0], 10, 9.7, NORTH);
    // Turned, h#2 would overlap the Officer: it slides 0.7" east, flank to flank.
    assertAt(turned[1], 11, 8.8, NORTH);
    for (const model of turned) assert.equal(overlaps(footprintOf(HARRIERS, model), tank), false);
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor, rulebook pp.10, 14: when the slide of one model leaves no place for the next, the unit turns as a block about the Officer, clear of the other units', () => {
    const turned = turnOf(HEMMED_IN, NORTH, crowd(22));
    // h#2 would slide to the middle of the one free lane east of the Officer (20.5" to 21.5"
    // across, 16" to 22" along), leaving h#3 no room. A quarter turn about (20, 20) instead:
    // (x, y) goes to (20 - (y - 20), 20 + (x - 20)).
    assertAt(turned[0], 20, 20, NORTH);
    assertAt(turned[1], 21, 17.5, NORTH);
    assertAt(turned[2], 21, 20.5, NORTH);
    for (const model of turned) {
      const shape = footprintOf(HARRIERS, model);
      for (const other of crowd(22)) assert.equal(overlaps(shape, other), false);
    }
    assertApartAndCoherent(turned);
  });

  it('glossary: Interceptor, rulebook pp.10, 14: when neither the slides nor the block turn fit among the other units, the unit keeps its facing and stands where it stood', () => {
    // The lane 0.1" shorter: the block turn would put h#3 0.1" into the model at its end.
    const turned = turnOf(HEMMED_IN, NORTH, crowd(21.9));
    assert.deepEqual(turned, HEMMED_IN);
  });
});
