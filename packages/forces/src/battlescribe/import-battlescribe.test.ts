import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DataError } from '@warroom/armoured-clash';
import fc from 'fast-check';
import { parseOrbat } from '../orbat/load-orbat.js';
import type { UnitJson } from '../orbat/orbat-schema.js';
import {
  testCatalogueXml,
  testGameSystemXml,
  testLibraryXml,
} from '../testing/battlescribe-fixture.js';
import { importBattleScribe } from './import-battlescribe.js';
import type { ImportWarning } from './import-warning.js';

const RESULT = importBattleScribe(testGameSystemXml(), [testCatalogueXml(), testLibraryXml()]);
const [TESTLAND] = RESULT.orbats;

function unit(name: string): UnitJson {
  const found = TESTLAND?.orbatJson.units.find((u) => u.name === name);
  assert.ok(found, `${name} was not imported`);
  return found;
}

function warningsAbout(where: string): ImportWarning[] {
  return RESULT.warnings.filter((w) => w.where === where);
}

describe('BattleScribe import: the format idioms (made-up Testland catalogue)', () => {
  it('one ORBAT per faction catalogue (a library only lends shared entries), and it loads', () => {
    assert.deepEqual(
      RESULT.orbats.map((o) => o.faction),
      ['Testland'],
    );
    assert.ok(TESTLAND);
    const { orbat } = parseOrbat(TESTLAND.orbatJson, 'Testland');
    assert.deepEqual(
      orbat.units.map((u) => u.name),
      ['Line Infantry', 'Ironclad Tanks', 'Command Squad'],
    );
    assert.equal(TESTLAND.orbatJson.sample, false);
    assert.match(TESTLAND.orbatJson.notice ?? '', /community data, not the official ORBAT/);
  });

  it("profile characteristics set by modifiers per Reinforcement level, with each level's cost", () => {
    const line = unit('Line Infantry');
    assert.deepEqual(line.levels, {
      basic: { models: 4, points: 40, victoryPoints: 1 },
      reinforced: { models: 8, points: 70, victoryPoints: 2 },
    });
    assert.deepEqual(
      [
        line.type,
        line.category,
        line.size,
        line.speed,
        line.defence,
        line.damageLimit,
        line.discipline,
      ],
      ['infantry', 'light', 1, 5, 2, 2, 7],
    );
    assert.equal(line.breakLimit, undefined, 'a Break Limit printed "-" is left out');
    assert.equal(line.formation, 'close');
    assert.deepEqual(line.footprint, { kind: 'base', width: 1.18, depth: 1.18 });
  });

  it('a modifier whose condition needs a roster is not applied, and is a warning naming the unit', () => {
    assert.equal(unit('Line Infantry').speed, 5);
    assert.ok(
      warningsAbout('Testland: unit "Line Infantry"').some(
        (w) =>
          w.kind === 'modifier' &&
          w.message.includes(
            'increment Speed "1" when selections of "Army Options" in roster atLeast 1',
          ),
      ),
    );
  });

  it('info links bring shared profiles and rules; rule lists keep their X values', () => {
    const line = unit('Line Infantry');
    assert.deepEqual(line.specialRules, ['Veteran (1)', 'Made-up Rule', 'Stoic Defence']);
    assert.deepEqual(line.armaments, {
      readsBy: 'models',
      columns: ['1-4', '5-8'],
      rows: [
        { attack: 'melee', dice: [3, 6], alternateDice: [5, 10], qualities: ['Shock'] },
        {
          attack: 'ranged',
          target: 'light',
          range: { short: 10, long: 20 },
          dice: [2, 4],
          qualities: [],
        },
      ],
    });
    assert.ok(
      RESULT.warnings.some(
        (w) =>
          w.kind === 'rule-name' &&
          w.where === 'Testland: unit "Line Infantry"' &&
          w.message.includes('"Made-up Rule"'),
      ),
    );
  });

  it('a unit that is an entry link to a shared entry, with its profile in its level option', () => {
    const command = unit('Command Squad');
    assert.deepEqual(command.traits, ['Commander']);
    assert.deepEqual(command.specialRules, ['Command Signals', 'Chain of Command (6")']);
    assert.deepEqual(command.levels, { basic: { models: 4, points: 60, victoryPoints: 2 } });
    assert.deepEqual(
      command.armaments.rows[0]?.attack === 'ranged' && command.armaments.rows[0].range,
      {
        short: 8,
        long: 16,
      },
    );
  });

  it("a choice that must be made takes the group's default, with a warning; broken links are warnings", () => {
    assert.deepEqual(
      unit('Command Squad').armaments.rows.map((r) => [r.attack, r.dice]),
      [
        ['ranged', [3, 5]],
        ['melee', [3, 5]],
      ],
    );
    assert.deepEqual(
      warningsAbout('Testland: unit "Command Squad"').map((w) => w.message),
      [
        '"Close Combat Arms" is a choice of 2 (Pistols, Sabres): its default, "Sabres", is imported',
      ],
    );
    assert.ok(
      warningsAbout('Testland: unit "Ironclad Tanks"').some(
        (w) =>
          w.kind === 'link' &&
          w.message ===
            '"Smoke Launchers" links to "not-in-any-file", which is in none of the files: not followed',
      ),
    );
  });

  it('constraints: a maximum in the roster is maxPerForce; per Battlegroup, it is a warning', () => {
    assert.equal(unit('Line Infantry').maxPerForce, 2);
    assert.equal(unit('Ironclad Tanks').maxPerForce, undefined);
    assert.ok(
      warningsAbout('Testland: unit "Ironclad Tanks"').some(
        (w) =>
          w.kind === 'unsupported' &&
          w.message.includes('at most 1 in each Battlegroup (2 in "Testland Faction Battlegroup")'),
      ),
    );
  });

  it('US spelling, nested level groups, Ranged (Light/Heavy), a Short Range "-", unreadable dice', () => {
    const tanks = unit('Ironclad Tanks');
    assert.equal(tanks.type, 'armour');
    assert.deepEqual(tanks.levels, { basic: { models: 2, points: 150, victoryPoints: 3 } });
    assert.deepEqual(
      tanks.armaments.rows.map((r) =>
        r.attack === 'ranged' ? [r.target, r.range.short, r.dice, r.qualities] : [r.attack, r.dice],
      ),
      [
        ['light', 0, [4, 8], ['Indirect']],
        ['impact', [3, 6]],
        ['heavy', 12, [6, 10], ['Devastating']],
      ],
    );
    const kinds = warningsAbout('Testland: unit "Ironclad Tanks"').map((w) => w.kind);
    assert.ok(kinds.includes('unreadable-value') && kinds.includes('conflict'));
  });

  it('units the source cannot make are left out with one warning naming them', () => {
    const skipped = (name: string): ImportWarning[] => warningsAbout(`Testland: unit "${name}"`);
    assert.deepEqual(
      skipped('Paper Regiment').map((w) => w.kind),
      ['unit-skipped'],
    );
    assert.match(skipped('Paper Regiment')[0]?.message ?? '', /lacks a unit profile/);
    assert.ok(
      skipped('Broken Transport').some(
        (w) =>
          w.kind === 'unit-skipped' &&
          w.message.includes('a Transport unit always has the Capacity (X) special rule'),
      ),
    );
    assert.deepEqual(
      skipped('Ghost Company').map((w) => w.kind),
      ['not-a-unit'],
    );
    assert.deepEqual(
      skipped('Army Options').map((w) => w.kind),
      ['not-a-unit'],
    );
    assert.ok(
      skipped('Line Infantry').some((w) =>
        w.message.includes('"Regimental Flag" is an optional upgrade'),
      ),
    );
  });

  it('force entries become Battlegroups; category constraints their requirements', () => {
    assert.deepEqual(TESTLAND?.orbatJson.battlegroups, [
      {
        id: 'testland-faction-battlegroup',
        name: 'Testland Faction Battlegroup',
        kind: 'faction',
        requirements: [
          { traits: ['Commander'], min: 1, max: 1 },
          { unitTypes: ['infantry'], min: 1, max: 3 },
          { unitTypes: ['armour'], max: 2 },
        ],
        anyReinforcementLevel: false,
      },
      {
        id: 'testland-armoured-auxiliary-battlegroup',
        name: 'Testland Armoured Auxiliary Battlegroup',
        kind: 'auxiliary',
        requirements: [
          { traits: ['Commander'], min: 1, max: 1 },
          { unitTypes: ['infantry', 'armour'], min: 1, max: 3 },
        ],
        maxPerForce: 1,
        anyReinforcementLevel: false,
      },
      {
        id: 'odd-group',
        name: 'Odd Group',
        kind: 'faction',
        requirements: [
          { traits: ['Commander'], min: 1, max: 1 },
          { unitTypes: ['armour'], min: 1 },
        ],
        anyReinforcementLevel: false,
      },
    ]);
    assert.deepEqual(
      warningsAbout('Testland: battlegroup "Odd Group"').map((w) => w.message),
      ['its name says neither Faction, Auxiliary nor Heroic: imported as a Faction Battlegroup'],
    );
  });

  it('every warning names the catalogue, and the unit or Battlegroup it is about', () => {
    for (const w of RESULT.warnings) {
      assert.match(
        w.where,
        /^Testland(: (unit|battlegroup) "[^"]+")?$/,
        `${w.where}: ${w.message}`,
      );
    }
  });

  it('a catalogue of another game system is read with a warning; one with no force entry gives no ORBAT', () => {
    const other = importBattleScribe(testGameSystemXml(), [testCatalogueXml('sys-other')]);
    assert.equal(other.orbats.length, 1);
    assert.ok(other.warnings.some((w) => w.kind === 'game-system' && w.where === 'Testland'));
    const noForces = testCatalogueXml().replace(/<forceEntries>[\s\S]*<\/forceEntries>/, '');
    const none = importBattleScribe(testGameSystemXml(), [noForces]);
    assert.equal(none.orbats.length, 0);
    assert.deepEqual(
      none.warnings.filter((w) => w.kind === 'no-orbat').map((w) => w.message),
      ['no Battlegroup (force entry) could be imported: no ORBAT'],
    );
  });

  it('a unit no Battlegroup takes, and a minimum above its maximum, are warnings', () => {
    const armourOnly = testCatalogueXml().replace(
      /<forceEntries>[\s\S]*<\/forceEntries>/,
      `<forceEntries><forceEntry id="tank-bg" name="Tank Auxiliary Battlegroup"><categoryLinks>
        <categoryLink id="l1" name="Commander" targetId="commander"/>
        <categoryLink id="l2" name="Armor" targetId="armor"><constraints>
          <constraint id="a" type="min" value="3" field="selections" scope="parent"/>
          <constraint id="b" type="max" value="2" field="selections" scope="parent"/>
        </constraints></categoryLink>
      </categoryLinks></forceEntry></forceEntries>`,
    );
    const result = importBattleScribe(testGameSystemXml(), [armourOnly]);
    assert.deepEqual(result.orbats[0]?.orbatJson.battlegroups[0]?.requirements[1], {
      unitTypes: ['armour'],
      min: 2,
      max: 2,
    });
    const messages = result.warnings
      .filter((w) => w.kind === 'battlegroup')
      .map((w) => `${w.where}: ${w.message}`);
    assert.deepEqual(messages, [
      'Testland: battlegroup "Tank Auxiliary Battlegroup": "Armor" has a minimum of 3 above its maximum of 2: the minimum is lowered to 2',
      'Testland: unit "Line Infantry": no Battlegroup of the catalogue takes it: it cannot be used in a force list',
    ]);
  });

  it('text that is not a game system or catalogue is a DataError naming the input', () => {
    assert.throws(
      () => importBattleScribe('<gameSystem', []),
      (error: unknown) => {
        assert.ok(error instanceof DataError);
        assert.match(error.message, /^game system: not well-formed XML/);
        return true;
      },
    );
    assert.throws(
      () =>
        importBattleScribe(testGameSystemXml(), [testCatalogueXml(), '<roster/>'], {
          gameSystem: 'test.gst',
          catalogues: ['a.cat', 'b.ros'],
        }),
      {
        name: 'DataError',
        message:
          'b.ros: not a BattleScribe game system or catalogue (the root element is <roster>, expected <gameSystem> or <catalogue>)',
      },
    );
  });

  it('never throws on odd values, and every ORBAT it makes loads (property)', () => {
    const values = ['-', '', 'x', '0', '99', '3 (4)', '-1', '2.5"', '12"/6"', 'Light', 'Aerial'];
    const source = testCatalogueXml();
    const slots = [...source.matchAll(/>([^<>]*)<\/characteristic>/g)].length;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(slots - 1), fc.constantFrom(...values)), { maxLength: 12 }),
        (changes) => {
          let n = 0;
          const changed = new Map(changes);
          const catalogue = source.replace(/>([^<>]*)<\/characteristic>/g, (all) => {
            const value = changed.get(n++);
            return value === undefined ? all : `>${value}</characteristic>`;
          });
          const result = importBattleScribe(testGameSystemXml(), [catalogue]);
          for (const { orbatJson, faction } of result.orbats) parseOrbat(orbatJson, faction);
        },
      ),
      { numRuns: 60 },
    );
  });
});
