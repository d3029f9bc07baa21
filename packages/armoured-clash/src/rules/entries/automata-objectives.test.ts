import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import {
  OBJECTIVE_MARKER_DIAMETER,
  controllerOf,
  controllerOfBuildingObjective,
  objectiveMarker,
} from '../../battlefield/objectives.js';
import { aPiece, aTable } from '../../testing/table-fixture.js';

// A marker at (20, 20); a unit's 1" model touches it from the east (dx 1) or the west (dx -1).
const marker = objectiveMarker(point(20, 20));
const AUTOMATA = [{ name: 'Automata' }];
function touching(id: string, side: 'a' | 'b', dx: number, automata: boolean) {
  return {
    id,
    side,
    type: 'infantry',
    at: point(20 + dx * (OBJECTIVE_MARKER_DIAMETER / 2 + 0.5), 20),
    rules: automata ? AUTOMATA : [],
  } as const;
}

describe('glossary: Automata and Strategic Objectives', () => {
  it('glossary: Automata: an Infantry unit with it in contact with a marker does not control it', () => {
    assert.equal(controllerOf(aTable([touching('R', 'a', 1, true)]), marker), undefined);
    assert.equal(controllerOf(aTable([touching('R', 'a', 1, false)]), marker), 'a');
  });

  it('glossary: Automata: it still contests a marker an enemy Infantry unit is in contact with', () => {
    const contested = aTable([touching('I', 'a', 1, false), touching('R', 'b', -1, true)]);
    assert.equal(controllerOf(contested, marker), undefined);
  });

  it('glossary: Automata: Garrisoning a Defensible Building does not make it control the marker there', () => {
    const manor = {
      ...aPiece('manor', point(20, 20), 4, 2, ['blocking']),
      defensible: { centre: point(20, 20) },
    };
    const garrison = (automata: boolean) => {
      const table = aTable([{ ...touching('G', 'a', 1, automata), at: point(40, 40) }], [manor]);
      const unit = table.units.get('G');
      assert.ok(unit !== undefined);
      const units = new Map(table.units).set('G', { ...unit, garrisoning: 'manor' });
      return { ...table, units, models: [] };
    };
    assert.equal(controllerOfBuildingObjective(garrison(false), manor), 'a');
    assert.equal(controllerOfBuildingObjective(garrison(true), manor), undefined);
  });
});
