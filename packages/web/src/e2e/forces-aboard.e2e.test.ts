import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { type WebFixture, webFixture } from './web-fixture.js';
import { forceVerdict, tagUnit } from './force-builder.js';

const skip = browserSkipReason();

/** The Rifle Platoon's row in the list built below, and the slots of its errors. */
const PLATOON = 'battlegroups[0].units[1]';

describe('the Force builder: tags, embarking and loading, in a browser', { skip }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
  });
  after(async () => {
    await web?.close();
  });

  /** Waits for the server's verdict on the list as it is now. */
  const verdict = (): Promise<string> => forceVerdict(web.page);

  /** Types a unit's tag and commits it with Enter, as the keyboard does. */
  const tag = (row: string, text: string): Promise<void> => tagUnit(web.page, row, text);

  async function errorsAt(field: string): Promise<string[]> {
    return web.page.locator(`ul[data-errors-for="${PLATOON}.${field}"] li.error`).allTextContents();
  }

  it('rulebook p.46 Embarking During Deployment, glossary Carrier (X): units tagged, the platoon offered only the Transport (the tank said why not), Embarked on it, each refusal shown in its field', async () => {
    await web.open('forces');
    const { page } = web;
    await page.selectOption('#orbat', {
      label: 'Crown: Crown sample ORBAT (NOT the official ORBAT)',
    });
    await page.waitForSelector('#add-battlegroup');
    await page.fill('#force-name', 'Mounted Rifles');
    await page.selectOption('#add-battlegroup-kind', 'crown-faction-battlegroup');
    await page.click('#add-battlegroup');
    for (const unit of [
      'rifle-command-platoon',
      'rifle-platoon',
      'stirling-armoured-transports',
      'galahad-main-battle-tanks',
    ]) {
      await page.selectOption('#bg-0-add-unit', unit);
      await page.click('#bg-0-add');
    }
    assert.equal(await verdict(), 'true');

    await tag('bg-0-unit-2', 't');
    await tag('bg-0-unit-3', 'g');
    // Only the unit that can carry it is offered; the tank is not, and the row says why.
    assert.deepEqual(await page.locator('#bg-0-unit-1-aboard option').allTextContents(), [
      'Not aboard',
      'Embarked on [t] Stirling Armoured Transports',
    ]);
    assert.equal(
      await page.textContent('#bg-0-unit-1-aboard-why-not'),
      'Not offered: [g] Galahad Main Battle Tanks: not Embarked on: is not a Transport unit; not Loaded on: has neither Carrier (X) nor Heavy Carrier (X).',
    );
    // No unit of the Crown ORBAT Tows or is a Parent Unit: nothing to nominate.
    assert.equal(await page.locator('#bg-0-unit-1-nominated').count(), 0);

    // Embarked on the Transport, Reinforced at Battle: 8 models do not fit in 6 places.
    await page.selectOption('#force-scale', 'battle');
    await page.selectOption('#bg-0-unit-1-aboard', 'embarkedOn:t');
    await page.selectOption('#bg-0-unit-1-level', 'reinforced');
    assert.equal(await verdict(), 'false');
    const crowded = await errorsAt('embarkedOn');
    assert.equal(crowded.length, 1);
    assert.match(crowded[0] ?? '', /8 Infantry models do not fit in Stirling Armoured Transports/);
    assert.equal(await page.locator('li.error').count(), 1, 'shown once, where it applies');
    assert.equal(
      await page.getAttribute(`li.unit[data-path="${PLATOON}"]`, 'class'),
      'unit invalid',
    );
    await page.selectOption('#bg-0-unit-1-level', 'basic');

    // Embarked on the Transport: valid.
    await page.selectOption('#bg-0-unit-1-aboard', 'embarkedOn:t');
    assert.equal(await verdict(), 'true');
    assert.equal(await page.locator('li.error').count(), 0);

    // The same tag twice: refused on the second unit's tag.
    await tag('bg-0-unit-3', 't');
    assert.equal(await verdict(), 'false');
    assert.match(
      (await page.textContent('ul[data-errors-for="battlegroups[0].units[3].tag"] li.error')) ?? '',
      /the tag "t" is already used/,
    );
    await tag('bg-0-unit-3', 'g');
    assert.equal(await verdict(), 'true');

    // A tag renamed is followed by the unit Embarked on it.
    await tag('bg-0-unit-2', 'stirling-1');
    assert.equal(await page.inputValue('#bg-0-unit-1-aboard'), 'embarkedOn:stirling-1');
    assert.equal(await verdict(), 'true');

    await page.click('#force-export-text');
    await page.waitForSelector('#force-text');
    const text = (await page.textContent('#force-text')) ?? '';
    assert.match(text, /\[stirling-1\]/);
    assert.match(text, /Embarked on \[stirling-1\]/);

    // Saved with the list: after a reload it loads back aboard.
    await page.reload();
    await page.waitForSelector('main[data-ready="forces"]');
    await page.waitForSelector('#saved-lists option', { state: 'attached' });
    await page.click('#force-load');
    await page.waitForSelector('#bg-0-unit-1-aboard');
    assert.equal(await page.inputValue('#bg-0-unit-2-tag'), 'stirling-1');
    assert.equal(await page.inputValue('#bg-0-unit-1-aboard'), 'embarkedOn:stirling-1');
    assert.equal(await verdict(), 'true');
  });
});
