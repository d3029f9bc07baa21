import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { zipArchive } from '@warroom/forces/testing/zip-writer';
import { browserSkipReason } from './browser.js';
import { type WebFixture, webFixture } from './web-fixture.js';

/** A roster in the shape BattleScribe saves, of units named as the bundled Crown ORBAT names them. */
function roster(name: string, force: string, units: readonly [string, string, number][]): string {
  const selections = units
    .map(
      ([unit, level, points]) =>
        `<selection name="${unit}" type="unit" number="1"><costs><cost name="pts" typeId="pts" value="${points}"/></costs><selections><selection name="${level}" type="upgrade" number="1"/></selections></selection>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><roster name="${name}" xmlns="http://www.battlescribe.net/schema/rosterSchema"><costLimits><costLimit name="pts" typeId="pts" value="1000"/></costLimits><forces><force name="${force}" catalogueName="Crown"><selections>${selections}</selections></force></forces></roster>`;
}

const GUARDS = roster('Palace Guards', 'Crown Faction Battlegroup', [
  ['Rifle Command Platoon', 'Reinforced', 125],
  ['Rifle Platoon', 'Basic', 55],
]);
/** A unit the bundled ORBAT does not have. */
const STRAYS = roster('Strays', 'Crown Faction Battlegroup', [
  ['Rifle Command Platoon', 'Basic', 75],
  ['Drake Field Guns', 'Basic', 70],
]);

describe('the Force builder’s roster import, in a browser', { skip: browserSkipReason() }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
  });
  after(async () => {
    await web?.close();
  });

  async function importRoster(name: string, bytes: Buffer): Promise<void> {
    const { page } = web;
    await page.setInputFiles('#roster-file', {
      name,
      mimeType: 'application/octet-stream',
      buffer: bytes,
    });
    await page.click('#roster-import');
    await page.waitForSelector('#roster-outcome p:not(:has-text("Importing"))');
  }

  /** Waits for the server's verdict on the list as it is now. */
  async function verdict(): Promise<{ valid: string; points: string }> {
    const { page } = web;
    await page.waitForSelector(
      '#force-summary[data-valid="true"], #force-summary[data-valid="false"]',
    );
    return {
      valid: (await page.getAttribute('#force-summary', 'data-valid')) ?? '',
      points: (await page.getAttribute('#force-summary', 'data-points')) ?? '',
    };
  }

  it("rulebook p.56 Force lists: a zipped roster (.rosz) becomes the builder's list at the Force Scale chosen, validated, and saves", async () => {
    await web.open('forces');
    const { page } = web;
    await page.selectOption('#roster-scale', 'battle');
    const zipped = zipArchive([
      { name: 'guards.ros', content: Buffer.from(GUARDS), deflate: true },
    ]);
    await importRoster('guards.rosz', zipped);
    assert.match(
      (await page.textContent('#roster-imported')) ?? '',
      /^Imported Palace Guards: Crown, 1 battlegroup\(s\), 2 unit\(s\)\./,
    );
    await page.waitForSelector('#bg-0-unit-1-level');
    assert.deepEqual(await verdict(), { valid: 'true', points: '180' });
    assert.equal(await page.inputValue('#force-name'), 'Palace Guards');
    assert.equal(await page.inputValue('#force-scale'), 'battle');
    assert.equal(await page.inputValue('#bg-0-unit-0-level'), 'reinforced');
    assert.equal(await page.locator('#roster-warnings li').count(), 0);
    await page.click('#force-save');
    await page.waitForSelector('#force-message:has-text("Saved (Palace Guards)")');
  });

  it("what the ORBAT cannot map is shown with what and where, and the validation refuses it in its unit's row", async () => {
    await web.open('forces');
    const { page } = web;
    await page.selectOption('#roster-scale', '');
    await importRoster('strays.ros', Buffer.from(STRAYS));
    const warnings = await page.locator('#roster-warnings li').allTextContents();
    assert.ok(
      warnings.some((w) =>
        w.startsWith(
          'strays.ros: battlegroup "Crown Faction Battlegroup": unit "Drake Field Guns": the Crown ORBAT has no unit of this name: listed by name',
        ),
      ),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) => /record no Force Scale: Skirmish/.test(w)),
      warnings.join('\n'),
    );
    assert.equal((await verdict()).valid, 'false');
    assert.match(
      (await page.textContent('#bg-0-unit-1')) ?? '',
      /Drake Field Guns \(not in the ORBAT\)/,
    );
  });

  it('a file that is not a roster is refused, saying which file and why; nothing else changes', async () => {
    await web.open('forces');
    const { page } = web;
    await importRoster('notes.ros', Buffer.from('<catalogue name="Crown"/>'));
    assert.match(
      (await page.textContent('#roster-outcome .error')) ?? '',
      /^notes\.ros: not a BattleScribe roster \(the root element is <catalogue>, expected <roster>\)/,
    );
    await page.setInputFiles('#roster-file', {
      name: 'list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await page.click('#roster-import');
    assert.match(
      (await page.textContent('#roster-outcome .error')) ?? '',
      /list\.txt: choose one BattleScribe or New Recruit roster/,
    );
  });
});
