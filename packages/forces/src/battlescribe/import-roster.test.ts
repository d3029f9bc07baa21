import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DataError } from '@warroom/armoured-clash';
import { parseOrbat } from '../orbat/load-orbat.js';
import type { Orbat } from '../orbat/orbat.js';
import { testCatalogueXml, testGameSystemXml } from '../testing/battlescribe-fixture.js';
import { readShared } from '../testing/shared-data.js';
import { zipArchive } from '../testing/zip-writer.js';
import { validateForceList } from '../validate/validate.js';
import { battleScribeText } from './file-text.js';
import { importBattleScribe } from './import-battlescribe.js';
import { importRoster } from './import-roster.js';
import { inferForceScale } from './roster-force-scale.js';

/** A roster written by hand for these tests, with the real Crown catalogue's entry ids. */
const LIONHEARTS = readFileSync(
  new URL('../../fixtures/crown-lionhearts.ros', import.meta.url),
  'utf8',
);

let crown: Orbat | undefined;
function crownOrbat(): Orbat {
  if (crown === undefined) {
    const result = importBattleScribe(readShared('armoured-clash', 'Armoured clash test.gst'), [
      readShared('armoured-clash', 'Crown.cat'),
    ]);
    const [json] = result.orbats;
    assert.ok(json);
    crown = parseOrbat(json.orbatJson, 'Crown').orbat;
  }
  return crown;
}

function testland(): Orbat {
  const [json] = importBattleScribe(testGameSystemXml(), [testCatalogueXml()]).orbats;
  assert.ok(json);
  return parseOrbat(json.orbatJson, 'Testland').orbat;
}

/** A roster of Testland forces: `[force name, catalogue, selections XML]`. */
function roster(forces: [string, string, string][], limit?: number): string {
  const limits =
    limit === undefined
      ? ''
      : `<costLimits><costLimit name="pts" typeId="pts" value="${limit}"/></costLimits>`;
  return `<roster name="Test Roster" xmlns="http://www.battlescribe.net/schema/rosterSchema">${limits}<forces>${forces
    .map(
      ([name, catalogue, selections]) =>
        `<force name="${name}" catalogueName="${catalogue}"><selections>${selections}</selections></force>`,
    )
    .join('')}</forces></roster>`;
}

function selection(name: string, inner = '', points?: number, number = 1): string {
  const costs =
    points === undefined ? '' : `<costs><cost name="pts" typeId="pts" value="${points}"/></costs>`;
  return `<selection name="${name}" type="unit" number="${number}">${costs}<selections>${inner}</selections></selection>`;
}

function level(name: string, points: number): string {
  return `<selection name="${name}" type="upgrade" entryId="link::target"><costs><cost name="pts" typeId="pts" value="${points}"/></costs></selection>`;
}

describe('BattleScribe roster import', () => {
  it('a Crown roster becomes a force list that validates against the imported Crown ORBAT', () => {
    const { forceList, warnings } = importRoster(LIONHEARTS, [crownOrbat()], {
      where: 'lionhearts.ros',
    });
    assert.deepEqual(forceList, {
      format: 'warroom.force-list/1',
      name: 'The Lionhearts',
      faction: 'Crown',
      forceScale: 'battle',
      pointsLimit: 2000,
      battlegroups: [
        {
          battlegroup: 'Crown Faction Battlegroup',
          units: [
            { unit: 'Rifle command platoon', level: 'reinforced', points: 130 },
            {
              unit: 'Rifle platoon',
              level: 'reinforced',
              points: 60,
              notes: 'named "1st Rifles" in BattleScribe',
            },
            { unit: 'Rifle platoon', level: 'basic', points: 35 },
            { unit: 'Galahad Main Battle Tanks', level: 'reinforced', points: 265 },
            { unit: 'Drake Field Guns', level: 'basic', points: 70 },
          ],
        },
        {
          battlegroup: 'Line-Breaker Auxiliary Battlegroup',
          units: [
            { unit: 'Rifle command platoon', level: 'basic', points: 75 },
            { unit: 'Galahad Main Battle Tanks', level: 'basic', points: 155 },
            { unit: 'Black Watch Heavy Dragoons', level: 'reinforced', points: 135 },
            { unit: 'Stirling Armoured Transports', level: 'basic', points: 40 },
          ],
        },
      ],
    });
    assert.deepEqual(
      warnings.map((w) => `${w.where}: ${w.message}`),
      [
        'lionhearts.ros: battlegroup "Crown Faction Battlegroup": "Boons and bonuses" is not a unit (type "upgrade"): not in the force list',
        'lionhearts.ros: BattleScribe rosters record no Force Scale: Battle, from the points limit 2000 and the levels used (Reinforced, Basic) (choose it with --force-scale)',
      ],
    );
    const report = validateForceList(forceList, [crownOrbat()]);
    assert.deepEqual(report.errors, []);
    assert.equal(report.points, 965);
    assert.deepEqual(report.warnings, [], "the roster's points match the ORBAT's");
  });

  it('a .rosz (a zip of the .ros) gives the same list; a chosen Force Scale is not inferred', () => {
    const rosz = zipArchive([
      { name: 'lionhearts.ros', content: Buffer.from(LIONHEARTS), deflate: true },
    ]);
    const zipped = importRoster(battleScribeText(rosz, 'lionhearts.rosz'), [crownOrbat()]);
    assert.deepEqual(zipped, importRoster(LIONHEARTS, [crownOrbat()]));
    const chosen = importRoster(LIONHEARTS, [crownOrbat()], { forceScale: 'cataclysm' });
    assert.equal(chosen.forceList.forceScale, 'cataclysm');
    assert.ok(!chosen.warnings.some((w) => w.message.includes('Force Scale')));
  });

  it("levels from the level selection, else the level the unit's Points buy, else Basic with a warning", () => {
    const { forceList, warnings } = importRoster(
      roster([
        [
          'Testland Faction Battlegroup',
          'Testland',
          selection('Command Squad', level('Basic', 60)) +
            selection('Line Infantry', '', 70) +
            selection('Line  infantry', '', 12, 2) +
            selection('Shadow Regiment', level('Reinforced', 10)),
        ],
        ['Other Battlegroup', 'Elsewhere', selection('Line Infantry', level('Basic', 40))],
      ]),
      [testland()],
    );
    assert.deepEqual(forceList.battlegroups, [
      {
        battlegroup: 'Testland Faction Battlegroup',
        units: [
          { unit: 'Command Squad', level: 'basic', points: 60 },
          { unit: 'Line Infantry', level: 'reinforced', points: 70 },
          { unit: 'Line Infantry', level: 'basic', points: 12 },
          { unit: 'Line Infantry', level: 'basic', points: 12 },
          { unit: 'Shadow Regiment', level: 'reinforced', points: 10 },
        ],
      },
    ]);
    assert.equal(forceList.forceScale, 'battle');
    assert.deepEqual(
      warnings.map((w) => `${w.where}: ${w.message}`),
      [
        'roster: battlegroup "Testland Faction Battlegroup": unit "Line Infantry": no level option selected: Reinforced, the level whose Points (70) it costs',
        'roster: battlegroup "Testland Faction Battlegroup": unit "Line infantry": no level option selected and none costs its Points: listed as Basic',
        'roster: battlegroup "Testland Faction Battlegroup": unit "Shadow Regiment": the Testland ORBAT has no unit of this name: listed by name',
        'roster: battlegroup "Other Battlegroup": from the catalogue "Elsewhere", not Testland: a Force has one faction, not in the force list',
        'roster: BattleScribe rosters record no Force Scale: Battle, from no points limit and the levels used (Basic, Reinforced) (choose it with --force-scale)',
      ],
    );
    const report = validateForceList(forceList, [testland()]);
    assert.ok(report.errors.some((e) => e.message.includes('has no unit "Shadow Regiment"')));
  });

  it('a roster of a faction with no ORBAT is listed by name, with a warning', () => {
    const { forceList, warnings } = importRoster(
      roster([['Some Battlegroup', 'Nowhere', selection('Someone', level('Basic', 5))]]),
      [testland()],
    );
    assert.equal(forceList.faction, 'Nowhere');
    assert.equal(
      warnings[0]?.message,
      'no ORBAT for the faction "Nowhere" (ORBATs given: Testland)',
    );
  });

  it('text that is not a roster is a DataError naming the file', () => {
    assert.throws(
      () => importRoster(testCatalogueXml(), [], { where: 'list.ros' }),
      (error: unknown) => {
        assert.ok(error instanceof DataError);
        assert.equal(
          error.message,
          'list.ros: not a BattleScribe roster (the root element is <catalogue>, expected <roster>)',
        );
        return true;
      },
    );
  });
});

describe('the Force Scale of a roster (rulebook p.53 Points Limits, p.55 Reinforcement Level Limits)', () => {
  it('the smallest scale allowing the levels used whose points range holds the limit, else the nearest', () => {
    assert.equal(inferForceScale(1000, ['basic']).scale, 'skirmish');
    assert.equal(inferForceScale(1500, ['basic']).scale, 'skirmish');
    assert.equal(inferForceScale(1500, ['reinforced']).scale, 'battle');
    assert.equal(inferForceScale(2000, []).scale, 'battle');
    assert.equal(inferForceScale(3000, ['basic']).scale, 'cataclysm');
    assert.equal(inferForceScale(1000, ['fullStrength']).scale, 'cataclysm');
    assert.equal(inferForceScale(undefined, ['reinforced']).scale, 'battle');
    assert.equal(inferForceScale(9000, ['basic']).scale, 'cataclysm');
    assert.equal(inferForceScale(100, ['basic']).scale, 'skirmish');
  });
});
