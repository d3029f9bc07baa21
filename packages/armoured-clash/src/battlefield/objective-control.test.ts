import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import type { UnitType } from '../profile/unit-type.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { type SoloUnit, aTable } from '../testing/table-fixture.js';
import { OBJECTIVE_MARKER_DIAMETER, controllerOf, objectiveMarker } from './objectives.js';
import type { Table, TableUnit } from './table.js';

// A marker at (20, 20); a unit's 1" model touches it from the east (dx 1) or the west (dx -1).
const marker = objectiveMarker(point(20, 20));

function touching(
  id: string,
  side: 'a' | 'b',
  dx: number,
  type: UnitType,
  rules: readonly RuleRef[] = [],
): SoloUnit {
  return { id, side, type, rules, at: point(20 + dx * (OBJECTIVE_MARKER_DIAMETER / 2 + 0.5), 20) };
}

/** The table with some of its units changed as the game would draw them. */
function withUnits(table: Table, changes: Readonly<Record<string, Partial<TableUnit>>>): Table {
  const units = new Map(table.units);
  for (const [id, change] of Object.entries(changes)) {
    const unit = units.get(id);
    assert.ok(unit !== undefined);
    units.set(id, { ...unit, ...change });
  }
  return { ...table, units };
}

describe('rulebook p.39 Controlling Objectives: when both Generals could control a marker', () => {
  it('rulebook p.39 Controlling Objectives, glossary: Strongpoint: two Occupied Strongpoint Fortifications, one of each General, in contact with a marker: neither General controls it (General A is not checked first)', () => {
    const table = withUnits(
      aTable([touching('A', 'a', 1, 'fortification'), touching('B', 'b', -1, 'fortification')]),
      { A: { controlsObjectives: true }, B: { controlsObjectives: true } },
    );
    assert.equal(controllerOf(table, marker), undefined);
  });

  it('rulebook p.39 Controlling Objectives: an Occupied Strongpoint Fortification against a plain enemy Fortification (which does not count) controls it, whichever General holds it', () => {
    const a = aTable([
      touching('A', 'a', 1, 'fortification'),
      touching('B', 'b', -1, 'fortification'),
    ]);
    assert.equal(controllerOf(withUnits(a, { A: { controlsObjectives: true } }), marker), 'a');
    assert.equal(controllerOf(withUnits(a, { B: { controlsObjectives: true } }), marker), 'b');
  });
});

describe('glossary: Rabble and Strategic Objectives', () => {
  const RABBLE = [{ name: 'Rabble' }];

  it('glossary: Rabble: in Open Formation it cannot control a marker it is in contact with; in Close Formation it does', () => {
    const table = aTable([touching('R', 'a', 1, 'infantry', RABBLE)]);
    assert.equal(controllerOf(withUnits(table, { R: { formation: 'open' } }), marker), undefined);
    assert.equal(controllerOf(withUnits(table, { R: { formation: 'close' } }), marker), 'a');
  });

  it('glossary: Rabble: in Open Formation it still prevents an enemy Infantry unit from controlling the marker', () => {
    const table = withUnits(
      aTable([touching('I', 'a', 1, 'infantry'), touching('R', 'b', -1, 'infantry', RABBLE)]),
      { I: { formation: 'close' }, R: { formation: 'open' } },
    );
    assert.equal(controllerOf(table, marker), undefined);
  });
});
