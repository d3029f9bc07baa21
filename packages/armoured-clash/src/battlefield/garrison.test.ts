import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { aPiece, aTable, model } from '../testing/table-fixture.js';
import type { Table } from './table.js';
import { garrisonModel, garrisonProblem } from './garrison.js';
import { lineOfSight } from './line-of-sight.js';
import { acquireTarget } from './target-acquisition.js';

/** A Size 2 building 4" square at (20, 24), garrisoned by unit G. */
function garrisoned(table: Table): Table {
  const units = new Map(table.units);
  const g = units.get('G');
  if (g !== undefined) units.set('G', { ...g, garrisoning: 'house' });
  return { ...table, units, models: table.models.filter((m) => m.unit !== 'G') };
}
const house = aPiece('house', point(20, 24), 4, 2, ['blocking']);
const G = { id: 'G', side: 'a', at: point(40, 40), facing: 0, type: 'infantry' } as const;

describe('rulebook p.44 Garrisoned Units (Dug In)', () => {
  it('the unit stands in for the building: its Footprint and its Size', () => {
    const table = garrisoned(aTable([G], [house]));
    const stand = garrisonModel(table, table.units.get('G')!);
    assert.equal(stand?.footprint, house.area);
  });

  it('a 360° Front Arc: it sees behind itself', () => {
    const table = garrisoned(
      aTable([G, { id: 'E', side: 'b', at: point(10, 24), facing: 0 }], [house]),
    );
    const line = lineOfSight(
      table,
      garrisonModel(table, table.units.get('G')!)!,
      model(table, 'E'),
      { rangedAttack: true },
    );
    assert.equal(line.visibility, 'clear');
  });

  it("Line of Sight is drawn from any part of the building's Footprint", () => {
    // A wall hides the enemy from the building's centre, but not from its corner at (22, 26).
    const wall = aPiece('wall', point(26, 24), 1, 3, ['blocking']);
    const table = garrisoned(
      aTable([G, { id: 'E', side: 'b', at: point(34, 26.5), facing: 180 }], [house, wall]),
    );
    const line = lineOfSight(
      table,
      garrisonModel(table, table.units.get('G')!)!,
      model(table, 'E'),
      { rangedAttack: true },
    );
    assert.equal(line.visibility, 'clear');
  });

  it("ranges are measured to the building's centre point; the target always counts as Concealed", () => {
    const attacker = { id: 'E', side: 'b', at: point(10, 24), facing: 0 } as const;
    const table = garrisoned(aTable([G, attacker], [house]));
    const result = acquireTarget(table, 'E', 'G', { short: 5, long: 9.5 });
    // From the attacker's base edge (x = 10.5) to the centre (x = 20): 9.5".
    assert.ok(Math.abs(result.distance - 9.5) < 1e-9);
    assert.equal(result.confirmed, true);
    assert.ok(result.concealed.some((reason) => /Garrisons a building/.test(reason)));
  });
});

describe('rulebook p.43 Defensible Buildings and p.30 Garrison', () => {
  const defensible = { ...house, defensible: { centre: point(20, 24), modelLimit: 2 } };
  const squad = { ...G, at: point(20, 28), more: [point(21, 28)] };

  it('an Infantry unit within 3" may Garrison an unoccupied Defensible Building', () => {
    assert.equal(garrisonProblem(aTable([squad], [defensible]), 'G', 'house'), undefined);
  });

  it('not a plain building, not Armour, not beyond 3", not over its model limit, not when Occupied', () => {
    assert.match(
      garrisonProblem(aTable([squad], [house]), 'G', 'house') ?? '',
      /not a Defensible Building/,
    );
    assert.match(
      garrisonProblem(aTable([{ ...squad, type: 'armour' }], [defensible]), 'G', 'house') ?? '',
      /only Infantry/,
    );
    assert.match(
      garrisonProblem(
        aTable([{ ...squad, at: point(20, 30), more: [point(21, 30)] }], [defensible]),
        'G',
        'house',
      ) ?? '',
      /not within 3"/,
    );
    const crowd = { ...squad, more: [point(21, 28), point(22, 28)] };
    assert.match(
      garrisonProblem(aTable([crowd], [defensible]), 'G', 'house') ?? '',
      /at most 2 models/,
    );
    const occupied = aTable([squad, { ...G, id: 'H', at: point(40, 10) }], [defensible]);
    const units = new Map(occupied.units);
    units.set('H', { ...units.get('H')!, garrisoning: 'house' });
    assert.match(garrisonProblem({ ...occupied, units }, 'G', 'house') ?? '', /Occupied/);
  });
});
