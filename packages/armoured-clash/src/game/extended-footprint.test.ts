import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { distanceBetween } from '@warroom/engine';
import { OPENING_CHOICES } from '../testing/game-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import type { ArmyUnit } from './army.js';
import { footprintOf } from './army-unit.js';
import { RECORD_FORMAT, replay } from './record.js';
import { tableOf } from './table-of.js';

/** The skirmish's tank base (2" wide, 3" deep) with a hull overhanging it 1" in front: 4" deep in all. */
const BASE_AND_HULL: readonly (readonly [number, number])[] = [
  [2.5, -1],
  [2.5, 1],
  [-1.5, 1],
  [-1.5, -1],
];
const EXACT = 1e-9;

/** The closest distance between the two Generals' tanks once deployed face to face, 26" apart. */
function tanksApart(outline?: readonly (readonly [number, number])[]): number {
  const profile: Partial<ArmyUnit> = {
    footprint: { width: 2, depth: 3, ...(outline === undefined ? {} : { outline }) },
  };
  const setup = skirmishWith({
    'a-tanks': { rules: [{ name: 'Extended Footprint' }], profile },
  });
  const state = replay({ format: RECORD_FORMAT, setup, seed: 1, choices: OPENING_CHOICES }).state;
  const table = tableOf(setup, state);
  const models = (unit: string) => table.models.filter((m) => m.unit === unit);
  return Math.min(
    ...models('a-tanks').flatMap((a) =>
      models('b-tanks').map((b) => distanceBetween(a.footprint, b.footprint)),
    ),
  );
}

describe('glossary: Extended Footprint', () => {
  it("glossary: Extended Footprint: the model's Footprint is its base and the hull overhanging it, turned to its facing", () => {
    const unit = { footprint: { width: 2, depth: 3, outline: BASE_AND_HULL } } as ArmyUnit;
    const shape = footprintOf(unit, { id: 'm', x: 10, y: 10, facing: Math.PI / 2 });
    assert.equal(shape.kind, 'polygon');
    const points = shape.kind === 'polygon' ? shape.points : [];
    const expected = [
      [11, 12.5],
      [9, 12.5],
      [9, 8.5],
      [11, 8.5],
    ];
    assert.equal(points.length, expected.length);
    points.forEach((p, i) => {
      assert.ok(Math.abs(p.x - (expected[i]?.[0] ?? NaN)) < EXACT, `x of point ${i}`);
      assert.ok(Math.abs(p.y - (expected[i]?.[1] ?? NaN)) < EXACT, `y of point ${i}`);
    });
  });

  it('glossary: Extended Footprint: the table measures from the hull: tanks 23" apart base to base are 22" apart once the hull overhangs 1" in front', () => {
    assert.ok(Math.abs(tanksApart() - 23) < EXACT, String(tanksApart()));
    assert.ok(Math.abs(tanksApart(BASE_AND_HULL) - 22) < EXACT, String(tanksApart(BASE_AND_HULL)));
  });
});
