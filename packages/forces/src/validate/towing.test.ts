import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { towland } from '../testing/nominations-fixture.js';
import { forceList, unit } from '../testing/orbat-fixture.js';
import { validateForceList } from './validate.js';

/** The errors of a Cataclysm list whose Faction Battlegroup holds these units after its Commander. */
function errorsWith(...units: ReturnType<typeof unit>[]): string[] {
  const list = forceList('cataclysm', [['main', [unit('command-platoon'), ...units]]]);
  return validateForceList(list, towland()).errors.map((e) => `${e.path}: ${e.message}`);
}

describe('glossary: Tow in force lists: the nomination of a Gun Carriage unit (towedBy)', () => {
  it('glossary: Tow: a Tow unit nominates a friendly Gun Carriage unit of a Reinforcement Level no higher', () => {
    assert.deepEqual(
      errorsWith(
        unit('tow-tractors', 'basic', { tag: 'tow' }),
        unit('guns', 'basic', { towedBy: 'tow' }),
      ),
      [],
    );
    assert.deepEqual(
      errorsWith(
        unit('tow-tractors', 'reinforced', { tag: 'tow' }),
        unit('guns', 'basic', { towedBy: 'tow' }),
      ),
      [],
    );
  });

  it('glossary: Tow: the nominee cannot have a higher Reinforcement Level than the Tow unit', () => {
    assert.deepEqual(
      errorsWith(
        unit('tow-tractors', 'basic', { tag: 'tow' }),
        unit('guns', 'reinforced', { towedBy: 'tow' }),
      ),
      [
        'battlegroups[0].units[2].towedBy: Guns (Reinforced) in battlegroup 1 "Main Battlegroup": a Towed unit cannot have a higher Reinforcement Level than Tow Tractors (Basic) "tow" (glossary: Tow)',
      ],
    );
  });

  it('glossary: Tow: a single Gun Carriage unit per Tow unit', () => {
    assert.deepEqual(
      errorsWith(
        unit('tow-tractors', 'basic', { tag: 'tow' }),
        unit('guns', 'basic', { towedBy: 'tow' }),
        unit('armoured-guns', 'basic', { towedBy: 'tow' }),
      ),
      [
        'battlegroups[0].units[3].towedBy: Armoured Guns (Basic) in battlegroup 1 "Main Battlegroup": Tow Tractors (Basic) "tow" already Tows Guns (Basic): a Tow unit nominates a single unit (glossary: Tow)',
      ],
    );
  });

  it('glossary: Tow: only a unit with Tow nominates, and only a Gun Carriage unit is nominated', () => {
    assert.deepEqual(
      errorsWith(
        unit('tanks', 'basic', { tag: 'tank' }),
        unit('guns', 'basic', { towedBy: 'tank' }),
      ),
      [
        'battlegroups[0].units[2].towedBy: Guns (Basic) in battlegroup 1 "Main Battlegroup": Tanks (Basic) "tank" has no Tow special rule (glossary: Tow)',
      ],
    );
    assert.deepEqual(
      errorsWith(
        unit('tow-tractors', 'basic', { tag: 'tow' }),
        unit('rifle-platoon', 'basic', { towedBy: 'tow' }),
      ),
      [
        'battlegroups[0].units[2].towedBy: Rifle Platoon (Basic) in battlegroup 1 "Main Battlegroup": Rifle Platoon is not a Gun Carriage unit: a Tow unit nominates a Gun Carriage unit (glossary: Tow)',
      ],
    );
  });

  it('a tag no unit has, or the unit itself, is refused where it is named', () => {
    assert.deepEqual(errorsWith(unit('guns', 'basic', { towedBy: 'nowhere' })), [
      'battlegroups[0].units[1].towedBy: Guns (Basic) in battlegroup 1 "Main Battlegroup": no unit of the list has the tag "nowhere"',
    ]);
    assert.deepEqual(errorsWith(unit('guns', 'basic', { tag: 'g', towedBy: 'g' })), [
      'battlegroups[0].units[1].towedBy: Guns (Basic) in battlegroup 1 "Main Battlegroup": a unit cannot Tow itself',
    ]);
  });

  it('the Tow unit may be in another Battlegroup (friendly is the whole Force)', () => {
    const list = forceList('cataclysm', [
      ['main', [unit('command-platoon'), unit('guns', 'basic', { towedBy: 'tow' })]],
      ['armour', [unit('command-tank'), unit('tow-tractors', 'basic', { tag: 'tow' })]],
    ]);
    assert.deepEqual(validateForceList(list, towland()).errors, []);
  });
});
