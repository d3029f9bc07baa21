import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { towland, unionland } from '../testing/nominations-fixture.js';
import type { Orbat } from './orbat.js';
import { unitRoles } from './unit-roles.js';

function roles(orbats: readonly Orbat[], id: string) {
  const profile = orbats[0]?.units.find((u) => u.id === id);
  if (profile === undefined) assert.fail(`no unit ${id}`);
  return unitRoles(profile);
}

describe('what a unit takes, for a builder to offer (unitRoles)', () => {
  it('rulebook p.46, glossary: Restricted Access (X): a Transport takes Infantry, only X units when restricted', () => {
    assert.deepEqual(roles(towland(), 'carriers').takes.embarkedOn, {
      needs: ['Infantry'],
      barred: [],
      rule: 'rulebook p.46',
    });
    assert.deepEqual(roles(towland(), 'wagons').takes.embarkedOn, {
      needs: ['Infantry', 'Commander'],
      barred: [],
      rule: 'rulebook p.46',
    });
    assert.deepEqual(roles(towland(), 'tanks').takes.embarkedOn, {
      none: 'is not a Transport unit',
    });
  });

  it('glossary: Carrier (X), Heavy Carrier (X): X units, never Transports or Behemoths', () => {
    assert.deepEqual(roles(towland(), 'limbers').takes.loadedOn, {
      needs: ['Gun Carriage'],
      barred: ['Transport', 'Behemoth'],
      rule: 'glossary: Carrier (X)',
    });
    assert.equal(
      (roles(towland(), 'tractors').takes.loadedOn as { rule: string }).rule,
      'glossary: Heavy Carrier (X)',
    );
    assert.deepEqual(roles(towland(), 'carriers').takes.loadedOn, {
      none: 'has neither Carrier (X) nor Heavy Carrier (X)',
    });
  });

  it('glossary: Tow and glossary: Parent Unit (X): a Gun Carriage unit, Fireteam units (by the special rule too)', () => {
    assert.deepEqual(roles(towland(), 'tow-tractors').takes.towedBy, {
      needs: ['Gun Carriage'],
      barred: [],
      rule: 'glossary: Tow',
    });
    assert.deepEqual(roles(towland(), 'guns').takes.towedBy, { none: 'has no Tow special rule' });
    assert.deepEqual(roles(unionland(), 'trooper-platoon').takes.attachedTo, {
      needs: ['Fireteam'],
      barred: [],
      rule: 'glossary: Parent Unit (X)',
    });
    assert.deepEqual(roles(unionland(), 'sharpshooters').traits, [
      'Testland',
      'Infantry',
      'Light',
      'Fireteam',
    ]);
  });
});
