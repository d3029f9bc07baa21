import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { aPiece, aTable } from '../testing/table-fixture.js';
import {
  OBJECTIVE_MARKER_DIAMETER,
  controllerOf,
  controllerOfBuildingObjective,
  objectiveMarker,
} from './objectives.js';
import type { Table } from './table.js';

// A marker at (20, 20): 50 mm across, so its edge is 0.984" from the centre.
const marker = objectiveMarker(point(20, 20));
const touching = (
  id: string,
  side: 'a' | 'b',
  type: 'infantry' | 'armour' | 'aircraft',
  dx: number,
) =>
  ({
    id,
    side,
    type,
    at: point(20 + dx * (OBJECTIVE_MARKER_DIAMETER / 2 + 0.5), 20),
    facing: 0,
  }) as const;

describe('rulebook p.39 Strategic Objective Markers', () => {
  it('are 50 mm across', () => {
    assert.ok(Math.abs(OBJECTIVE_MARKER_DIAMETER - 1.9685) < 1e-4);
  });

  it('an Infantry or Cavalry unit in contact controls it; Armour does not', () => {
    assert.equal(controllerOf(aTable([touching('I', 'a', 'infantry', 1)]), marker), 'a');
    assert.equal(controllerOf(aTable([touching('T', 'a', 'armour', 1)]), marker), undefined);
  });

  it('any enemy unit in contact contests it, but not Aircraft', () => {
    const contested = aTable([touching('I', 'a', 'infantry', 1), touching('T', 'b', 'armour', -1)]);
    assert.equal(controllerOf(contested, marker), undefined);
    const overflown = aTable([
      touching('I', 'a', 'infantry', 1),
      touching('F', 'b', 'aircraft', -1),
    ]);
    assert.equal(controllerOf(overflown, marker), 'a');
  });

  it('a unit a little apart is not in contact', () => {
    const apart = { ...touching('I', 'b', 'infantry', 1), at: point(21.6, 20) };
    assert.equal(controllerOf(aTable([apart]), marker), undefined);
  });
});

describe('rulebook p.45 Objectives in Buildings', () => {
  // A Defensible Building 4" square at (20, 20), its faces at x = 18 and 22, with a marker on it.
  const manor = {
    ...aPiece('manor', point(20, 20), 4, 2, ['blocking']),
    defensible: { centre: point(20, 20) },
  };
  const west = { id: 'W', side: 'a', type: 'infantry', at: point(17.5, 20), facing: 0 } as const;
  const east = { id: 'E', side: 'b', type: 'armour', at: point(22.5, 20), facing: 180 } as const;

  it('any unit in contact with the building counts as in contact with the marker', () => {
    assert.equal(controllerOfBuildingObjective(aTable([west], [manor]), manor), 'a');
    assert.equal(controllerOfBuildingObjective(aTable([west, east], [manor]), manor), undefined);
  });

  it('a unit Garrisoning the building always controls it, whatever enemies are in contact', () => {
    const table = aTable(
      [
        { ...west, id: 'G', at: point(40, 40) },
        { ...east, type: 'infantry' },
      ],
      [manor],
    );
    const units = new Map(table.units);
    const garrison = units.get('G');
    if (garrison !== undefined) units.set('G', { ...garrison, garrisoning: 'manor' });
    const garrisoned: Table = {
      ...table,
      units,
      models: table.models.filter((m) => m.unit !== 'G'),
    };
    assert.equal(controllerOfBuildingObjective(garrisoned, manor), 'a');
  });
});
