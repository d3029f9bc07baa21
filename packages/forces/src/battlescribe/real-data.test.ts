import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ForceList, ListedUnit } from '../force-list/force-list-schema.js';
import { parseOrbat } from '../orbat/load-orbat.js';
import type { Orbat, UnitProfile } from '../orbat/orbat.js';
import type { UnitJson } from '../orbat/orbat-schema.js';
import { unitHasTrait } from '../orbat/traits.js';
import { readShared } from '../testing/shared-data.js';
import { validateForceList } from '../validate/validate.js';
import { type BattleScribeImport, importBattleScribe } from './import-battlescribe.js';
import { readDataFile } from './read-data-file.js';
import { cleanText } from './text.js';

// The real community files (../shared/data/battlescribe, see its README.md):
// github.com/siponer/Armoured_Clash at 23e4a290, github.com/Riandro/Dystopian-Wars at d6969b29.

const AC_CATALOGUES = [
  'Crown.cat',
  'Commonwealth.cat',
  'Imperium.cat',
  'Rules Glossary.cat',
  'Rules.cat',
  'Weapon.cat',
];

let imported: BattleScribeImport | undefined;
/** The Armoured Clash import, made once (the first test to ask fails if the files are missing). */
function armouredClash(): BattleScribeImport {
  imported ??= importBattleScribe(
    readShared('armoured-clash', 'Armoured clash test.gst'),
    AC_CATALOGUES.map((name) => readShared('armoured-clash', name)),
  );
  return imported;
}

function orbatOf(faction: string): Orbat {
  const found = armouredClash().orbats.find((o) => o.faction === faction);
  assert.ok(found, `no ${faction} ORBAT`);
  return parseOrbat(found.orbatJson, faction).orbat;
}

function unitJson(faction: string, name: string): UnitJson {
  const found = armouredClash()
    .orbats.find((o) => o.faction === faction)
    ?.orbatJson.units.find((u) => u.name === name);
  assert.ok(found, `${faction} has no unit ${name}`);
  return found;
}

describe('BattleScribe import of the real Armoured Clash files', () => {
  it('every faction catalogue imports to an ORBAT that loads without errors', () => {
    const result = armouredClash();
    assert.deepEqual(
      result.orbats.map((o) => o.faction),
      ['Crown', 'Commonwealth', 'Imperium'],
    );
    for (const { faction, orbatJson } of result.orbats) {
      assert.doesNotThrow(() => parseOrbat(orbatJson, faction));
    }
    assert.deepEqual(
      result.warnings.filter((w) => w.kind === 'no-orbat' || w.kind === 'link'),
      [],
    );
  });

  it('every unit entry of a catalogue survives, by its name', () => {
    for (const faction of ['Crown', 'Commonwealth', 'Imperium']) {
      const catalogue = readDataFile(readShared('armoured-clash', `${faction}.cat`), faction);
      const entries = catalogue.rootEntries
        .filter((e) => e.type === 'unit' && !e.hidden)
        .map((e) => cleanText(e.name));
      assert.deepEqual(
        orbatOf(faction).units.map((u) => u.name),
        entries,
      );
    }
    assert.deepEqual(
      ['Crown', 'Commonwealth', 'Imperium'].map((f) => orbatOf(f).units.length),
      [19, 18, 22],
    );
  });

  it('Crown "Galahad Main Battle Tanks": every number of the catalogue, exactly', () => {
    assert.deepEqual(unitJson('Crown', 'Galahad Main Battle Tanks'), {
      id: 'galahad-main-battle-tanks',
      name: 'Galahad Main Battle Tanks',
      type: 'armour',
      category: 'heavy',
      size: 2,
      speed: 6,
      defence: 3,
      damageLimit: 4,
      discipline: 6,
      formation: 'open',
      traits: [],
      specialRules: ['Resilient (Front)', 'Sponsons (3)'],
      armaments: {
        readsBy: 'models',
        columns: ['1-2', '3-4', '5-6'],
        rows: [
          {
            attack: 'ranged',
            target: 'light',
            range: { short: 12, long: 30 },
            dice: [3, 6, 9],
            qualities: [],
          },
          { attack: 'impact', dice: [3, 6, 9], qualities: [] },
          {
            attack: 'ranged',
            target: 'heavy',
            range: { short: 10, long: 20 },
            dice: [6, 10, 14],
            qualities: [],
          },
        ],
      },
      levels: {
        basic: { models: 2, points: 155, victoryPoints: 4 },
        reinforced: { models: 4, points: 265, victoryPoints: 5 },
        fullStrength: { models: 6, points: 405, victoryPoints: 6 },
      },
      footprint: { kind: 'hull', width: 1.38, depth: 2.17 },
      anyReinforcementLevel: false,
    });
  });

  it('a Behemoth (Crown "Sovereign Landship"): one model, a grid by Damage bands, Commander and Transport', () => {
    const landship = unitJson('Crown', 'Sovereign Landship');
    assert.deepEqual(
      [
        landship.type,
        landship.category,
        landship.size,
        landship.speed,
        landship.defence,
        landship.damageLimit,
        landship.discipline,
      ],
      ['armour', 'heavy', 3, 6, 5, 12, 7],
    );
    assert.deepEqual(landship.traits, ['Commander', 'Behemoth', 'Transport']);
    assert.deepEqual(landship.levels, {
      fullStrength: { models: 1, points: 470, victoryPoints: 8 },
    });
    assert.equal(landship.armaments.readsBy, 'damage');
    assert.deepEqual(landship.armaments.columns, ['0-4', '5-9', '10-11']);
    assert.deepEqual(
      landship.armaments.rows.map((r) => [
        r.attack === 'ranged' ? r.target : r.attack,
        r.dice,
        r.qualities,
      ]),
      [
        ['light', [10, 7, 4], ['Turret']],
        ['heavy', [13, 9, 5], ['Devastating']],
        ['impact', [12, 8, 4], []],
      ],
    );
    assert.ok(landship.specialRules.includes('Capacity (12)'));
    assert.ok(landship.specialRules.includes('Chain of Command (12")'));
  });

  it("Crown's force entries become its Battlegroups, by Unit Type and Trait", () => {
    const json = armouredClash().orbats.find((o) => o.faction === 'Crown')?.orbatJson;
    assert.deepEqual(
      json?.battlegroups.map((b) => [b.name, b.kind, b.requirements]),
      [
        [
          'Crown Faction Battlegroup',
          'faction',
          [
            { traits: ['Commander'], min: 1, max: 1 },
            { unitTypes: ['infantry'], min: 1, max: 5 },
            { unitTypes: ['cavalry'], max: 3 },
            { unitTypes: ['armour'], max: 4 },
            { unitTypes: ['fieldGun'], max: 1 },
            { unitTypes: ['artillery'], max: 2 },
            { unitTypes: ['aircraft'], max: 1 },
          ],
        ],
        [
          'Line-Breaker Auxiliary Battlegroup',
          'auxiliary',
          [
            { traits: ['Commander'], min: 1, max: 1 },
            { unitTypes: ['infantry'], max: 2 },
            { unitTypes: ['cavalry', 'armour'], min: 1, max: 5 },
            { unitTypes: ['armour'], min: 0 },
            { unitTypes: ['aircraft'], max: 1 },
          ],
        ],
        [
          'Support Auxiliary BattleGroup',
          'auxiliary',
          [
            { traits: ['Commander'], min: 1, max: 1 },
            { unitTypes: ['armour'], max: 4 },
            { unitTypes: ['fieldGun', 'artillery'], min: 1, max: 3 },
            { unitTypes: ['infantry', 'cavalry'], min: 1, max: 2 },
          ],
        ],
        [
          'Crown Super-Heavy Auxiliary Battlegroup',
          'auxiliary',
          [{ traits: ['Behemoth'], min: 1, max: 1 }],
        ],
      ],
    );
  });

  it('a unit BattleScribe counts under another category in one Battlegroup is added there by id', () => {
    const jad = armouredClash()
      .orbats.find((o) => o.faction === 'Commonwealth')
      ?.orbatJson.battlegroups.find((b) => b.name === 'Commonwealth Jad Auxiliary Battlegroup');
    assert.deepEqual(jad?.requirements[1], {
      unitTypes: ['infantry', 'armour'],
      units: ['miron-super-heavy-borer', 'mamont-subterranean-cryo-transport'],
      max: 2,
    });
  });

  it('the oddities of the source are warnings naming the catalogue and unit', () => {
    const { warnings } = armouredClash();
    const about = (where: string, pattern: RegExp): void => {
      assert.ok(
        warnings.some((w) => w.where === where && pattern.test(w.message)),
        `no warning on ${where} matching ${pattern}`,
      );
    };
    about('Crown: unit "Galahad Breachers"', /a second Ranged \(Light\) row/);
    about('Crown: unit "Sovereign Landship"', /"All Out Attack \(3\)" is not in the Glossary/);
    about(
      'Crown: battlegroup "Crown Super-Heavy Auxiliary Battlegroup"',
      /links no Commander category/,
    );
    about(
      'Commonwealth: unit "Kheshig Sky Cutter Wings"',
      /Target Category Heavy but the categories say Aerial/,
    );
    about('Crown: unit "Defiance Fighter Squadron"', /Speed is printed "-"/);
    about('Crown: unit "Boons and bonuses"', /not a unit/);
    about(
      'Crown: unit "Galahad Main Battle Tanks"',
      /at most 1 in each Battlegroup \(2 in "Crown Faction Battlegroup", "Line-Breaker Auxiliary Battlegroup"\)/,
    );
    for (const w of warnings) {
      assert.match(
        w.where,
        /^(Crown|Commonwealth|Imperium|Rules|Weapon)(: (unit|battlegroup) "[^"]+")?$/,
      );
    }
    const counts = new Map<string, number>();
    for (const w of warnings) counts.set(w.kind, (counts.get(w.kind) ?? 0) + 1);
    counts.delete('rule-name'); // depends on the glossary names Warroom knows
    assert.deepEqual(Object.fromEntries(counts), {
      'not-a-unit': 6,
      unsupported: 59,
      'missing-value': 9,
      conflict: 8,
      battlegroup: 1,
      placeholder: 3,
      'game-system': 2,
    });
  });

  it('is deterministic', () => {
    const again = importBattleScribe(
      readShared('armoured-clash', 'Armoured clash test.gst'),
      AC_CATALOGUES.map((name) => readShared('armoured-clash', name)),
    );
    assert.deepEqual(again, armouredClash());
  });
});

/** Whether a requirement of a Battlegroup counts the unit (docs/forces.md). */
function counts(
  requirement: Orbat['battlegroups'][number]['requirements'][number],
  unit: UnitProfile,
): boolean {
  return (
    requirement.unitTypes.includes(unit.type) ||
    requirement.traits.some((t) => unitHasTrait(unit, t)) ||
    requirement.units.includes(unit.id)
  );
}

/**
 * A Battle force of one Faction Battlegroup at Basic level: a Commander, then
 * for each requirement units until its minimum is met and one more where there
 * is room, never over a maximum.
 */
function factionBattlegroupList(orbat: Orbat): ForceList {
  const battlegroup = orbat.battlegroups.find((b) => b.kind === 'faction');
  assert.ok(battlegroup, `${orbat.faction} has no Faction Battlegroup`);
  const taken: UnitProfile[] = [];
  const fits = (unit: UnitProfile): boolean =>
    unit.levels.basic !== undefined &&
    battlegroup.requirements.some((r) => counts(r, unit)) &&
    battlegroup.requirements.every(
      (r) =>
        r.max === undefined || !counts(r, unit) || taken.filter((t) => counts(r, t)).length < r.max,
    );
  const commander = orbat.units.find(
    (u) => unitHasTrait(u, 'Commander') && !unitHasTrait(u, 'Behemoth') && fits(u),
  );
  assert.ok(commander, `${orbat.faction} has no Commander for its Faction Battlegroup`);
  taken.push(commander);
  for (const requirement of battlegroup.requirements) {
    const wanted = Math.max(
      requirement.min,
      taken.filter((t) => counts(requirement, t)).length + 1,
    );
    for (const unit of orbat.units) {
      if (taken.filter((t) => counts(requirement, t)).length >= wanted) break;
      if (counts(requirement, unit) && !unitHasTrait(unit, 'Commander') && fits(unit))
        taken.push(unit);
    }
  }
  const units: ListedUnit[] = taken.map((u) => ({ unit: u.name, level: 'basic' }));
  return {
    format: 'warroom.force-list/1',
    faction: orbat.faction,
    forceScale: 'battle',
    battlegroups: [{ battlegroup: battlegroup.name, units }],
  };
}

describe('imported ORBATs build force lists that validate', () => {
  for (const faction of ['Crown', 'Commonwealth', 'Imperium']) {
    it(`${faction}: a Faction Battlegroup of its units is a valid Battle force`, () => {
      const orbat = orbatOf(faction);
      const list = factionBattlegroupList(orbat);
      const report = validateForceList(list, [orbat]);
      assert.deepEqual(report.errors, []);
      assert.ok(list.battlegroups[0] !== undefined && list.battlegroups[0].units.length >= 4);
    });
  }
});

describe('BattleScribe import of another game system (Dystopian Wars 4)', () => {
  it('does not crash; gives no ORBAT, and says why for every unit and catalogue', () => {
    const factions = ['Crown', 'Commonwealth', 'Empire', 'Enlightened', 'Imperium'];
    const result = importBattleScribe(
      readShared('dystopian-wars-4', 'Dystopian Wars 4.0.gst'),
      [...factions, 'Rules Glossary'].map((name) => readShared('dystopian-wars-4', `${name}.cat`)),
    );
    assert.deepEqual(result.orbats, []);
    assert.deepEqual(
      result.warnings.filter((w) => w.kind === 'game-system').map((w) => w.where),
      ['Dystopian Wars 4.0'],
    );
    assert.deepEqual(
      result.warnings.filter((w) => w.kind === 'no-orbat').map((w) => w.where),
      factions,
    );
    const skipped = result.warnings.filter((w) => w.kind === 'unit-skipped');
    assert.ok(skipped.length > 100);
    for (const w of skipped) {
      assert.match(w.where, /^\w+: unit "[^"]+"$/);
      assert.match(w.message, /lacks a unit profile/);
    }
  });
});
