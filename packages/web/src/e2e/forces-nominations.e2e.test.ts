import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { type WebFixture, webFixture } from './web-fixture.js';
import { forceVerdict, tagUnit } from './force-builder.js';

const skip = browserSkipReason();

const CROWN = new URL('../../../../data/orbats/crown.json', import.meta.url);

/** The Field Gun Battery's row in the list built below. */
const GUNS = 'battlegroups[0].units[1]';

interface UnitJson {
  id: string;
  traits?: string[];
  specialRules?: string[];
}

/**
 * The bundled Crown ORBAT with its Field Gun Battery a Gun Carriage unit and
 * its Galahad Main Battle Tanks given Tow (glossary: Tow), imported as the
 * faction's ORBAT.
 */
async function importTowingCrown(url: string): Promise<string> {
  const crown = JSON.parse(readFileSync(CROWN, 'utf8')) as { name: string; units: UnitJson[] };
  for (const unit of crown.units) {
    if (unit.id === 'field-gun-battery') unit.traits = [...(unit.traits ?? []), 'Gun Carriage'];
    if (unit.id === 'galahad-main-battle-tanks')
      unit.specialRules = [...(unit.specialRules ?? []), 'Tow'];
  }
  const answer = await fetch(`${url}/api/orbats`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...crown, name: 'Towing Crown' }),
  });
  const text = await answer.text();
  assert.equal(answer.status, 201, text);
  return (JSON.parse(text) as { id: string }).id;
}

describe(
  'the Force builder: a Tow unit nominating a Gun Carriage unit, in a browser',
  { skip },
  () => {
    let web: WebFixture;
    let orbat = '';
    before(async () => {
      web = await webFixture();
      orbat = await importTowingCrown(web.server.url);
    });
    after(async () => {
      await web?.close();
    });

    const verdict = (): Promise<string> => forceVerdict(web.page);

    it('glossary: Tow: the battery offered Towed by the tank with Tow only, a higher level refused in its row, the text saying Towed by [tag]', async () => {
      await web.open('forces');
      const { page } = web;
      await page.selectOption('#orbat', orbat);
      await page.waitForSelector('#add-battlegroup');
      await page.selectOption('#force-scale', 'battle');
      await page.selectOption('#add-battlegroup-kind', 'crown-faction-battlegroup');
      await page.click('#add-battlegroup');
      for (const unit of [
        'rifle-command-platoon',
        'field-gun-battery',
        'galahad-main-battle-tanks',
        'stirling-armoured-transports',
      ]) {
        await page.selectOption('#bg-0-add-unit', unit);
        await page.click('#bg-0-add');
      }
      for (const [row, text] of [
        ['bg-0-unit-2', 'tow'],
        ['bg-0-unit-3', 'st'],
      ] as const) {
        await tagUnit(page, row, text);
      }
      assert.equal(await verdict(), 'true');
      assert.deepEqual(await page.locator('#bg-0-unit-1-nominated option').allTextContents(), [
        'Not Towed or attached',
        'Towed by [tow] Galahad Main Battle Tanks',
      ]);
      assert.equal(
        await page.textContent('#bg-0-unit-1-nominated-why-not'),
        'Not offered: [st] Stirling Armoured Transports: not Towed by: has no Tow special rule; not Attached to: has no Parent Unit (X) special rule.',
      );
      // The Rifle Command Platoon is no Gun Carriage unit: nothing to nominate it for.
      assert.equal(await page.locator('#bg-0-unit-0-nominated').count(), 0);

      await page.selectOption('#bg-0-unit-1-nominated', 'towedBy:tow');
      assert.equal(await verdict(), 'true');
      // A Towed unit cannot have a higher Reinforcement Level than its Tow unit.
      await page.selectOption('#bg-0-unit-1-level', 'reinforced');
      assert.equal(await verdict(), 'false');
      const errors = await page
        .locator(`ul[data-errors-for="${GUNS}.towedBy"] li.error`)
        .allTextContents();
      assert.deepEqual(errors, [
        'Field Gun Battery (Reinforced) in battlegroup 1 "Crown Faction Battlegroup": a Towed unit cannot have a higher Reinforcement Level than Galahad Main Battle Tanks (Basic) "tow" (glossary: Tow)',
      ]);
      await page.selectOption('#bg-0-unit-1-level', 'basic');
      assert.equal(await verdict(), 'true');

      await page.click('#force-export-text');
      await page.waitForSelector('#force-text');
      assert.match(
        (await page.textContent('#force-text')) ?? '',
        /Field Gun Battery .* Towed by \[tow\]/,
      );
    });
  },
);
