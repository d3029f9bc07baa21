import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { towland, unionland } from '../testing/nominations-fixture.js';
import { forceList, unit } from '../testing/orbat-fixture.js';
import { readForceList } from '../validate/validate.js';
import { armyOf } from './game-army.js';
import type { Orbat } from '../orbat/orbat.js';

function army(orbats: readonly Orbat[], battlegroup: string, units: ReturnType<typeof unit>[]) {
  const { force } = readForceList(forceList('battle', [[battlegroup, units]]), orbats);
  if (force === undefined) assert.fail('not a force list');
  return armyOf(force, 'a').units;
}

describe('the game army of a force list: nominations', () => {
  it("glossary: Tow: a unit listed towedBy a Tow unit's tag is Towed by that unit in the game", () => {
    const units = army(towland(), 'main', [
      unit('command-platoon'),
      unit('tow-tractors', 'basic', { tag: 'tow' }),
      unit('guns', 'basic', { towedBy: 'tow' }),
    ]);
    assert.deepEqual(
      units.map((u) => [u.id, u.towedBy]),
      [
        ['a-1-command-platoon', undefined],
        ['a-2-tow-tractors', undefined],
        ['a-3-guns', 'a-2-tow-tractors'],
      ],
    );
  });

  it('glossary: Parent Unit (X): the game reads the X that applies, the second for a Commander Variant', () => {
    const units = army(unionland(), 'troopers', [
      unit('trooper-command-platoon'),
      unit('trooper-platoon'),
    ]);
    assert.deepEqual(
      units.map((u) => u.specialRules),
      [[{ name: 'Parent Unit', x: 2 }], [{ name: 'Parent Unit', x: 1 }]],
    );
  });
});
