import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Choice, GameSetup } from '@warroom/armoured-clash';
import { skirmishWith, withHouse } from '@warroom/armoured-clash/testing';
import type { Request } from 'playwright-core';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** The four units deployed, A given the Initiative, A's Rifles (Officer at (10, 6)) Activated. */
const TO_MOVEMENT_STEP: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
  { kind: 'activate', unit: 'a-rifles' },
];

/** The skirmish with A's Rifles given Demolition and the House on the battlefield. */
function demolitionSetup(): GameSetup {
  return withHouse(skirmishWith({ 'a-rifles': { rules: [{ name: 'Demolition' }] } }));
}

describe(
  'the Play page: a Charge at a building (glossary: Demolition), in a browser',
  { skip },
  () => {
    const table = hotSeatTable();

    it('glossary: Demolition: the Charge target is named as the building, no unit odds are asked for it (it makes no Close Quarters Attack), and the Charge made on the page leads to the Demolition', async () => {
      const { page, server, problems } = table;
      const id = await table.storedGame(demolitionSetup(), 1, TO_MOVEMENT_STEP);
      const oddsAsked: string[] = [];
      page.on('request', (request: Request) => {
        if (/\/api\/games\/[^/]+\/odds/.test(request.url())) oddsAsked.push(request.url());
      });
      await openGame(page, server.url, id);
      await page.selectOption('#place-kind', { label: 'Charge' });
      const targets = await page.locator('#place-target option').allTextContents();
      assert.ok(targets.includes('House'), `the building is named: ${targets.join(', ')}`);
      assert.ok(!targets.includes('house'));
      await page.selectOption('#place-target', 'house');
      await page.fill('#place-facing', '90');
      await page.fill('#place-x', '10');
      await page.fill('#place-y', '8');
      await page.waitForSelector('#move-readout[data-legal="true"]');
      await page.waitForSelector('#charge-odds[data-ready="true"]');
      assert.match(
        (await page.textContent('#charge-odds-status')) ?? '',
        /Charges House, a Defensible Building: no Close Quarters Attack, so no odds of one; .*\(glossary: Demolition\)/,
      );
      assert.equal(await page.locator('#charge-odds-results *').count(), 0);
      assert.deepEqual(oddsAsked, [], 'no odds are asked for a building');

      const before = await shownIndex(page);
      await page.click('#place-button');
      await settled(page, before);
      const demolish = page.locator('#decision button[data-kind="demolish"]');
      assert.equal(await demolish.count(), 1);
      const log = await json<{ log: { choice: Choice }[] }>(
        server.url,
        'GET',
        `/api/games/${id}/log?side=a`,
      );
      assert.deepEqual(log.log.at(-1)?.choice, {
        kind: 'charge',
        target: 'house',
        at: [10, 8],
        facing: 90,
      });
      assert.deepEqual(problems, []);
    });
  },
);
