import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseOrbat } from '../orbat/load-orbat.js';
import { unionland } from '../testing/nominations-fixture.js';
import { forceList, testlandJson, unit, unitJson } from '../testing/orbat-fixture.js';
import { validateForceList } from './validate.js';

function errorsOf(...units: ReturnType<typeof unit>[]): string[] {
  const list = forceList('battle', [['troopers', units]]);
  return validateForceList(list, unionland()).errors.map((e) => `${e.path}: ${e.message}`);
}

describe('glossary: Parent Unit (X) in force lists: Fireteams attached (attachedTo)', () => {
  it('glossary: Parent Unit (X): up to X Fireteam units in the same Battlefield Element', () => {
    assert.deepEqual(
      errorsOf(
        unit('command-platoon'),
        unit('trooper-platoon', 'basic', { tag: 'p' }),
        unit('sharpshooters', 'basic', { attachedTo: 'p' }),
      ),
      [],
    );
    assert.deepEqual(
      errorsOf(
        unit('command-platoon'),
        unit('trooper-platoon', 'basic', { tag: 'p' }),
        unit('sharpshooters', 'basic', { attachedTo: 'p' }),
        unit('scouts', 'basic', { attachedTo: 'p' }),
      ),
      [
        'battlegroups[0].units[3].attachedTo: Scouts (Basic) in battlegroup 1 "Trooper Battlegroup": Trooper Platoon (Basic) "p" already has 1 Fireteam units attached: Parent Unit (1) allows up to 1 (glossary: Parent Unit (X))',
      ],
    );
  });

  it('glossary: Parent Unit (X): a Commander Variant uses the second X (Parent Unit (1/2): two Fireteams)', () => {
    const two = [
      unit('trooper-command-platoon', 'basic', { tag: 'c' }),
      unit('sharpshooters', 'basic', { attachedTo: 'c' }),
      unit('scouts', 'basic', { attachedTo: 'c' }),
    ];
    assert.deepEqual(errorsOf(...two), []);
    assert.deepEqual(errorsOf(...two, unit('scouts', 'basic', { attachedTo: 'c' })), [
      'battlegroups[0].units[3].attachedTo: Scouts (Basic) in battlegroup 1 "Trooper Battlegroup": Trooper Command Platoon (Basic) "c" already has 2 Fireteam units attached: Parent Unit (2) allows up to 2, the second X as a Commander Variant (glossary: Parent Unit (X))',
    ]);
  });

  it('glossary: Fireteam: only a Fireteam unit (the special rule or the trait) is attached, only to a Parent Unit', () => {
    assert.deepEqual(
      errorsOf(
        unit('command-platoon'),
        unit('trooper-platoon', 'basic', { tag: 'p' }),
        unit('rifle-platoon', 'basic', { attachedTo: 'p' }),
      ),
      [
        'battlegroups[0].units[2].attachedTo: Rifle Platoon (Basic) in battlegroup 1 "Trooper Battlegroup": Rifle Platoon is not a Fireteam unit: a Parent Unit takes Fireteam units (glossary: Fireteam) (glossary: Parent Unit (X))',
      ],
    );
    assert.deepEqual(
      errorsOf(
        unit('command-platoon', 'basic', { tag: 'cmd' }),
        unit('scouts', 'basic', { attachedTo: 'cmd' }),
      ),
      [
        'battlegroups[0].units[1].attachedTo: Scouts (Basic) in battlegroup 1 "Trooper Battlegroup": Command Platoon (Basic) "cmd" has no Parent Unit (X) special rule (glossary: Parent Unit (X))',
      ],
    );
  });

  it('glossary: Parent Unit (X): an X that is not one or two whole numbers is an ORBAT error', () => {
    const json = testlandJson();
    json.units.push(unitJson('odd-platoon', 'infantry', { specialRules: ['Parent Unit (two)'] }));
    assert.throws(
      () => parseOrbat(json, 'odd'),
      /units\[\d+\]\.specialRules: Parent Unit \(X\) takes one whole number, or two for a Commander Variant as in Parent Unit \(2\/3\), not "\(two\)"/,
    );
  });
});
