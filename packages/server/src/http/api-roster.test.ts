import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { zipArchive } from '@warroom/forces/testing/zip-writer';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { startTestServer } from '../testing/hot-seat-server.js';

/** The real community BattleScribe files (../shared/data next to the repository), read in place, never copied. */
const SHARED_ARMOURED_CLASH = fileURLToPath(
  new URL('../../../../../shared/data/battlescribe/armoured-clash/', import.meta.url),
);
const shared = (name: string) => readFileSync(`${SHARED_ARMOURED_CLASH}${name}`, 'utf8');
/** The hand-written Crown roster of the forces package's tests (entry ids of the real catalogue). */
const LIONHEARTS = readFileSync(
  fileURLToPath(new URL('../../../forces/fixtures/crown-lionhearts.ros', import.meta.url)),
  'utf8',
);

const POINTS = '<costs><cost name="pts" typeId="pts" value="VALUE"/></costs>';
const points = (value: number) => POINTS.replace('VALUE', String(value));
const level = (name: string) => `<selection name="${name}" type="upgrade" number="1"/>`;
function unit(name: string, inner: string, cost?: number): string {
  const costs = cost === undefined ? '' : points(cost);
  return `<selection name="${name}" type="unit" number="1">${costs}<selections>${inner}</selections></selection>`;
}
function roster(force: string, selections: string): string {
  return `<roster name="Queen's Own" xmlns="http://www.battlescribe.net/schema/rosterSchema"><costLimits><costLimit name="pts" typeId="pts" value="500"/></costLimits><forces><force name="${force}" catalogueName="Crown"><selections>${selections}</selections></force></forces></roster>`;
}

/** A small Crown roster in the bundled ORBAT's names: two levels selected, one read from its Points. */
const QUEENS_OWN = roster(
  'Crown Faction Battlegroup',
  unit('Rifle command platoon', level('Basic'), 75) +
    unit('Rifle Platoon', level('Basic'), 55) +
    unit('Galahad Main Battle Tanks', '', 110),
);

interface RosterAnswer {
  readonly forceList: {
    readonly faction: string;
    readonly forceScale: string;
    readonly battlegroups: readonly {
      battlegroup: string;
      units: readonly { unit: string; level: string; points?: number }[];
    }[];
  } & Record<string, unknown>;
  readonly warnings: readonly { kind: string; where: string; message: string }[];
  readonly report: { readonly valid: boolean; readonly points: number };
}

describe('POST /api/forces/roster: a BattleScribe / New Recruit roster to a force list', () => {
  let server: RunningServer;
  let base: string;
  before(async () => {
    server = await startTestServer();
    base = server.url;
  });
  after(async () => {
    await server.close();
  });

  const post = (body: unknown) => call(base, 'POST', '/api/forces/roster', { json: body });

  it("rulebook p.56 Force lists: a roster in the bundled Crown ORBAT's names becomes its force list, validated, each unit at the level selected (or the one its Points cost)", async () => {
    const answer = await post({ roster: { name: 'queens-own.ros', text: QUEENS_OWN } });
    assert.equal(answer.status, 200);
    const { forceList, warnings, report } = answer.json as RosterAnswer;
    assert.deepEqual(forceList, {
      format: 'warroom.force-list/1',
      name: "Queen's Own",
      faction: 'Crown',
      forceScale: 'skirmish',
      pointsLimit: 500,
      battlegroups: [
        {
          battlegroup: 'Crown Faction Battlegroup',
          units: [
            { unit: 'Rifle Command Platoon', level: 'basic', points: 75 },
            { unit: 'Rifle Platoon', level: 'basic', points: 55 },
            { unit: 'Galahad Main Battle Tanks', level: 'basic', points: 110 },
          ],
        },
      ],
    });
    assert.deepEqual(
      warnings.map((w) => w.where),
      [
        'queens-own.ros: battlegroup "Crown Faction Battlegroup": unit "Galahad Main Battle Tanks"',
        'queens-own.ros',
      ],
    );
    assert.match(warnings[0]?.message ?? '', /Basic, the level whose Points \(110\) it costs/);
    assert.match(warnings[1]?.message ?? '', /record no Force Scale: Skirmish/);
    assert.equal(report.points, 240);
    assert.equal(report.valid, true);
  });

  it("rulebook p.52 Force Scale: the General's Force Scale is used as given, with no inference", async () => {
    const answer = await post({
      roster: { name: 'queens-own.ros', text: QUEENS_OWN },
      forceScale: 'battle',
    });
    const { forceList, warnings } = answer.json as RosterAnswer;
    assert.equal(forceList.forceScale, 'battle');
    assert.ok(warnings.every((w) => !/Force Scale/.test(w.message)));
  });

  it('a zipped roster (.rosz) is read as the roster it holds: the same force list', async () => {
    const zipped = zipArchive([
      { name: 'queens-own.ros', content: Buffer.from(QUEENS_OWN), deflate: true },
    ]);
    const answer = await post({
      roster: { name: 'queens-own.rosz', base64: zipped.toString('base64') },
    });
    assert.equal(answer.status, 200);
    const plain = await post({ roster: { name: 'queens-own.rosz', text: QUEENS_OWN } });
    assert.deepEqual(answer.json, plain.json);
  });

  it('what the bundled ORBAT cannot map is listed by name, with a warning saying what and where', async () => {
    const text = roster(
      'Line-Breaker Auxiliary Battlegroup',
      unit('Drake Field Guns', level('Basic'), 70) +
        '<selection name="Boons and bonuses" type="upgrade" number="1"/>',
    );
    const answer = await post({ roster: { name: 'odd.ros', text } });
    assert.equal(answer.status, 200);
    const { forceList, warnings, report } = answer.json as RosterAnswer;
    assert.deepEqual(forceList.battlegroups, [
      {
        battlegroup: 'Line-Breaker Auxiliary Battlegroup',
        units: [{ unit: 'Drake Field Guns', level: 'basic', points: 70 }],
      },
    ]);
    assert.deepEqual(
      warnings.slice(0, 3).map((w) => [w.where, w.message]),
      [
        [
          'odd.ros: battlegroup "Line-Breaker Auxiliary Battlegroup"',
          'the Crown ORBAT has no battlegroup of this name: listed by name',
        ],
        [
          'odd.ros: battlegroup "Line-Breaker Auxiliary Battlegroup": unit "Drake Field Guns"',
          'the Crown ORBAT has no unit of this name: listed by name',
        ],
        [
          'odd.ros: battlegroup "Line-Breaker Auxiliary Battlegroup"',
          '"Boons and bonuses" is not a unit (type "upgrade"): not in the force list',
        ],
      ],
    );
    assert.equal(report.valid, false);
  });

  it('a file that is not a roster, or a body without one, is a 400 saying what and where', async () => {
    const notRoster = await post({
      roster: { name: 'Armoured clash test.gst', text: shared('Armoured clash test.gst') },
    });
    assert.equal(notRoster.status, 400);
    const error = (notRoster.json as { error: { message: string; problems: { where: string }[] } })
      .error;
    assert.match(error.message, /^Armoured clash test\.gst: not a BattleScribe roster/);
    assert.deepEqual(
      error.problems.map((p) => p.where),
      ['body.roster'],
    );
    const missing = await post({ forceScale: 'huge' });
    assert.equal(missing.status, 400);
    const wheres = (
      missing.json as { error: { problems: { where: string }[] } }
    ).error.problems.map((p) => p.where);
    assert.deepEqual(wheres.sort(), ['body.forceScale', 'body.roster']);
  });

  it('rulebook p.56: a roster of the real Crown catalogue maps to the ORBAT imported from it (imported ORBATs replace the bundled one)', async () => {
    const imported = await call(base, 'POST', '/api/orbats/battlescribe', {
      json: {
        gameSystem: { name: 'Armoured clash test.gst', text: shared('Armoured clash test.gst') },
        catalogues: [{ name: 'Crown.cat', text: shared('Crown.cat') }],
      },
    });
    assert.equal(imported.status, 201);
    const answer = await post({ roster: { name: 'lionhearts.ros', text: LIONHEARTS } });
    assert.equal(answer.status, 200);
    const { forceList, warnings } = answer.json as RosterAnswer;
    assert.equal(forceList.faction, 'Crown');
    assert.deepEqual(
      forceList.battlegroups.map((b) => [b.battlegroup, b.units.map((u) => [u.unit, u.level])]),
      [
        [
          'Crown Faction Battlegroup',
          [
            ['Rifle command platoon', 'reinforced'],
            ['Rifle platoon', 'reinforced'],
            ['Rifle platoon', 'basic'],
            ['Galahad Main Battle Tanks', 'reinforced'],
            ['Drake Field Guns', 'basic'],
          ],
        ],
        [
          'Line-Breaker Auxiliary Battlegroup',
          [
            ['Rifle command platoon', 'basic'],
            ['Galahad Main Battle Tanks', 'basic'],
            ['Black Watch Heavy Dragoons', 'reinforced'],
            ['Stirling Armoured Transports', 'basic'],
          ],
        ],
      ],
    );
    assert.ok(warnings.every((w) => !/has no (unit|battlegroup) of this name/.test(w.message)));
  });
});
