import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { type WebFixture, webFixture } from './web-fixture.js';
import { forceVerdict } from './force-builder.js';

const skip = browserSkipReason();

describe('the Force builder, in a browser', { skip }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
  });
  after(async () => {
    await web?.close();
  });

  /** Waits for the server's verdict on the list as it is now. */
  const verdict = (): Promise<string> => forceVerdict(web.page);

  it('builds a valid force, shows an invalid one’s error where it applies, saves and exports it', async () => {
    await web.open('forces');
    const { page } = web;
    await page.selectOption('#orbat', {
      label: 'Crown: Crown sample ORBAT (NOT the official ORBAT)',
    });
    await page.waitForSelector('#add-battlegroup');
    await page.fill('#force-name', 'Browser Rifles');
    await page.selectOption('#force-scale', 'skirmish');
    await page.selectOption('#add-battlegroup-kind', 'crown-faction-battlegroup');
    await page.click('#add-battlegroup');

    // A Faction Battlegroup of one tank only: no Infantry and no Commander.
    await page.selectOption('#bg-0-add-unit', 'galahad-main-battle-tanks');
    await page.click('#bg-0-add');
    assert.equal(await verdict(), 'false');
    const groupErrors = page.locator('section[data-path="battlegroups[0]"] > ul.errors li.error');
    assert.equal(await groupErrors.count(), 2);
    assert.match((await groupErrors.first().textContent()) ?? '', /needs at least 1 Infantry unit/);
    assert.equal(await page.locator('ul[data-errors-for=""] li').count(), 0, 'nothing at the top');

    // Make it valid: a Commander and a platoon of Infantry instead.
    await page.click('button[aria-label="Remove Galahad Main Battle Tanks"]');
    await page.selectOption('#bg-0-add-unit', 'rifle-command-platoon');
    await page.click('#bg-0-add');
    await page.selectOption('#bg-0-add-unit', 'rifle-platoon');
    await page.click('#bg-0-add');
    assert.equal(await verdict(), 'true');
    assert.equal(await page.getAttribute('#force-summary', 'data-points'), '130');
    assert.equal(await page.locator('li.error').count(), 0);

    // A Reinforced unit is refused at Skirmish: the error is shown in that unit's row.
    await page.selectOption('#bg-0-unit-1-level', 'reinforced');
    assert.equal(await verdict(), 'false');
    const unitErrors = page.locator('li.unit[data-path="battlegroups[0].units[1]"] li.error');
    assert.equal(await unitErrors.count(), 1);
    assert.match((await unitErrors.textContent()) ?? '', /a Skirmish allows Basic units only/);
    assert.equal(await page.locator('li.error').count(), 1, 'shown once, where it applies');
    assert.equal(await page.textContent('#bg-0-unit-1 .points'), '100 pts');

    // At Battle it is allowed again.
    await page.selectOption('#force-scale', 'battle');
    assert.equal(await verdict(), 'true');
    assert.equal(await page.getAttribute('#force-summary', 'data-points'), '175');

    await page.click('#force-export-text');
    await page.waitForSelector('#force-text');
    const text = (await page.textContent('#force-text')) ?? '';
    assert.match(text, /Browser Rifles/);
    assert.match(text, /Valid/);

    // Saved: after a reload it is listed, and loads back into the builder.
    await page.reload();
    await page.waitForSelector('main[data-ready="forces"]');
    await page.waitForSelector('#saved-lists option', { state: 'attached' });
    await page.click('#force-load');
    await page.waitForSelector('#bg-0-unit-1-level');
    assert.equal(await page.inputValue('#force-name'), 'Browser Rifles');
    assert.equal(await page.inputValue('#bg-0-unit-1-level'), 'reinforced');
    assert.equal(await verdict(), 'true');
  });
});
