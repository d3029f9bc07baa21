import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DataError } from '@warroom/armoured-clash';
import { testlandJson, unitJson } from '../testing/orbat-fixture.js';
import { parseOrbat, parseOrbatJson } from './load-orbat.js';

type Json = Record<string, unknown>;

/** The message of the DataError `parse` throws. */
function dataError(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    assert.ok(error instanceof DataError, `expected a DataError, got ${String(error)}`);
    return error.message;
  }
  assert.fail('expected a DataError');
}

/** Testland with its unit `id` changed by `change`. */
function withUnit(id: string, change: (unit: Json) => void): Json {
  const json = testlandJson();
  const unit = json.units.find((u) => u.id === id);
  assert.ok(unit !== undefined);
  change(unit);
  return json;
}

describe('rulebook p.54 ORBATs, format warroom.orbat/1: schema errors say what and where', () => {
  it('the Testland fixture is a valid ORBAT, read into profiles', () => {
    const { orbat, warnings } = parseOrbat(testlandJson(), 'testland.json');
    assert.deepEqual(warnings, []);
    const rifles = orbat.units.find((u) => u.id === 'rifle-platoon');
    assert.equal(rifles?.faction, 'Testland');
    assert.deepEqual(rifles?.armaments.columns, [
      { from: 1, to: 4 },
      { from: 5, to: 8 },
      { from: 9, to: 12 },
    ]);
  });

  it('rulebook p.12 attributes: each wrong field is one line "file: path: message"', () => {
    const json = withUnit('tanks', (u) => {
      u.defence = -1;
      u.type = 'tank';
      delete u.discipline;
    });
    assert.deepEqual(dataError(() => parseOrbat(json, 'testland.json')).split('\n'), [
      'testland.json: units[4].type: Invalid option: expected one of "infantry"|"cavalry"|"fieldGun"|"armour"|"artillery"|"rotorcraft"|"aircraft"|"fortification"',
      'testland.json: units[4].defence: Too small: expected number to be >=0',
      'testland.json: units[4].discipline: Invalid input: expected number, received undefined',
    ]);
  });

  it('rulebook p.13 Armaments Grid: rows, ranges and column headings are checked', () => {
    const json = withUnit('rifle-platoon', (u) => {
      u.armaments = {
        readsBy: 'models',
        columns: ['1-4', 'five'],
        rows: [
          { attack: 'ranged', target: 'light', range: { short: 20, long: 10 }, dice: [1, 2] },
          { attack: 'psychic', dice: [1, 2] },
        ],
      };
    });
    assert.deepEqual(dataError(() => parseOrbat(json, 'o')).split('\n'), [
      'o: units[1].armaments.columns[1]: a column heading is a count or a band: "3", "1-2" or "6+"',
      'o: units[1].armaments.rows[0].range: Short Range cannot be longer than Long Range',
      "o: units[1].armaments.rows[1].attack: Invalid discriminator value. Expected 'ranged' | 'melee' | 'impact'",
    ]);
  });

  it('not JSON at all', () => {
    assert.match(
      dataError(() => parseOrbatJson('{ "format":', 'crown.json')),
      /^crown\.json: not valid JSON/,
    );
  });
});

describe('ORBAT checks beyond the schema: every problem at once', () => {
  it('rulebook p.13: every count of models needs one column, and each row a value per column', () => {
    const json = withUnit('rifle-platoon', (u) => {
      u.armaments = {
        readsBy: 'models',
        columns: ['1-4', '4-8'],
        rows: [{ attack: 'melee', dice: [1, 2, 3] }],
      };
    });
    assert.deepEqual(dataError(() => parseOrbat(json, 'o')).split('\n'), [
      'o: units[1].armaments.columns: no column for 9, 10, 11, 12 (the grid must cover 1-12 models)',
      'o: units[1].armaments.columns: more than one column for 4 (the grid must cover 1-12 models)',
      'o: units[1].armaments.rows[0].dice: 3 values for 2 columns',
    ]);
  });

  it('rulebook p.49 Behemoth: a single model, its grid read by Damage 0 to Damage Limit - 1', () => {
    const json = withUnit('landship', (u) => {
      u.levels = { basic: { models: 2, points: 300, victoryPoints: 4 } };
      u.armaments = { readsBy: 'damage', columns: ['0-2', '3-5'], rows: [] };
    });
    assert.deepEqual(dataError(() => parseOrbat(json, 'o')).split('\n'), [
      'o: units[12].levels.basic.models: a Behemoth unit always consists of a single model',
      'o: units[12].armaments.columns: no column for 6, 7, 8 (the grid must cover 0-8 damage)',
    ]);
    const byModels = withUnit('tanks', (u) => {
      u.armaments = { readsBy: 'damage', columns: ['0-1'], rows: [] };
    });
    assert.match(
      dataError(() => parseOrbat(byModels, 'o')),
      /units\[4\]\.armaments\.readsBy: only a Behemoth's grid is read by Damage/,
    );
  });

  it('rulebook p.49 Transport, p.46 Transport Capacity: a Transport unit has Capacity (X), and only a Transport', () => {
    const noCapacity = withUnit('carriers', (u) => {
      u.specialRules = [];
    });
    assert.match(
      dataError(() => parseOrbat(noCapacity, 'o')),
      /units\[6\]\.specialRules: a Transport unit always has the Capacity \(X\) special rule/,
    );
    const notTransport = withUnit('tanks', (u) => {
      u.specialRules = ['Capacity (2)'];
    });
    assert.match(
      dataError(() => parseOrbat(notTransport, 'o')),
      /units\[4\]\.traits: a unit with Capacity \(X\) is a Transport unit/,
    );
  });

  it('rulebook p.13 second values: Point Blank, Shock or Wreckers read them, so a row with them needs one', () => {
    const json = withUnit('lancers', (u) => {
      u.armaments = {
        readsBy: 'models',
        columns: ['1-6'],
        rows: [{ attack: 'melee', dice: [3], alternateDice: [5] }],
      };
    });
    assert.match(
      dataError(() => parseOrbat(json, 'o')),
      /rows\[0\]\.alternateDice: second values are read only by Point Blank, Shock or Wreckers/,
    );
    const shockWithout = withUnit('lancers', (u) => {
      u.armaments = {
        readsBy: 'models',
        columns: ['1-6'],
        rows: [{ attack: 'melee', dice: [3], qualities: ['Shock'] }],
      };
    });
    assert.deepEqual(parseOrbat(shockWithout, 'o').warnings, [
      'o: units[3].armaments.rows[0].qualities: the row has Point Blank, Shock or Wreckers but no second values (alternateDice)',
    ]);
  });

  it('ids and names are unique, and references name real units and battlegroups', () => {
    const json = testlandJson();
    json.units.push(unitJson('tanks', 'armour', { name: 'rifle platoon' }));
    json.battlegroups.push({
      id: 'extra',
      name: 'Extra',
      kind: 'faction',
      requirements: [{ units: ['ghost'], max: 1 }],
    });
    const lines = dataError(() => parseOrbat(json, 'o')).split('\n');
    assert.deepEqual(lines, [
      'o: units[15].id: id "tanks" is already used by units[4]',
      'o: units[15].name: name "rifle platoon" is already used by units[1] (force lists may name units and battlegroups by name)',
      'o: battlegroups[5].requirements[0].units[0]: no unit has the id "ghost"',
    ]);
  });

  it('rulebook p.13 Traits and Special Rules: names not in the glossary are warnings naming the place, not errors', () => {
    const json = withUnit('tanks', (u) => {
      u.specialRules = [
        'Veteran (2)',
        'Chain of Command (6")',
        'Carrier (Gun Carriage)',
        'Moonwalk',
        'Veteran',
        'Devastating',
      ];
      u.armaments = {
        readsBy: 'models',
        columns: ['1-6'],
        rows: [{ attack: 'impact', dice: [1], qualities: ['Wibble'] }],
      };
    });
    assert.deepEqual(parseOrbat(json, 'o').warnings, [
      'o: units[4].armaments.rows[0].qualities[0]: "Wibble" is not in the Glossary of Rules & Qualities v1.07 Beta',
      'o: units[4].specialRules[3]: "Moonwalk" is not in the Glossary of Rules & Qualities v1.07 Beta',
      'o: units[4].specialRules[4]: "Veteran" needs its X value, as in Veteran (X)',
      'o: units[4].specialRules[5]: "Devastating" is a weapon quality in the glossary, not a special rule',
    ]);
  });
});
