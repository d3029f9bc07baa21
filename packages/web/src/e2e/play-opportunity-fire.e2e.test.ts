import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Choice } from '@warroom/armoured-clash';
import { CARD, OPENING_CHOICES, commandSkirmish } from '@warroom/armoured-clash/testing';
import type { Page } from 'playwright-core';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { shownOdds } from './page-actions.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** A seed whose deal gives General B Steady Hands (card 1). */
const SEED = 11;
/** B's Tanks go On Lookout; A then Activates its Tanks in their sights: B's Reaction Step. */
const TO_REACTION_STEP: readonly Choice[] = [
  ...OPENING_CHOICES,
  { kind: 'activate', unit: 'a-rifles' },
  { kind: 'hold' },
  { kind: 'takeCover' },
  { kind: 'activate', unit: 'b-tanks' },
  { kind: 'hold' },
  { kind: 'goOnLookout' },
  { kind: 'activate', unit: 'a-tanks' },
];
type Pairs = [number, number][];

/** The "exactly" column of the hits table the panel shows. */
const shownHits = (page: Page) => shownOdds(page, '#attack-odds-results [id$="-hits"] tbody tr');

describe('the Play page: the odds of Opportunity Fire, in a browser', { skip }, () => {
  const table = hotSeatTable((t) => t.storedGame(commandSkirmish(), SEED, TO_REACTION_STEP));

  it('rulebook p.25 Opportunity Fire, p.37: its odds, with and without a Command, are the server’s before anything is sent; confirmed, the attack is made', async () => {
    const { page, server, id, problems } = table;
    await openGame(page, server.url, id);
    const before = await shownIndex(page);
    const odds = (command: string) =>
      json<{ hits: Pairs; suppression?: unknown }>(
        server.url,
        'GET',
        `/api/games/${id}/odds?side=b&attacker=b-tanks&attack=opportunityFire${command}`,
      );

    // From the keyboard: the plain Opportunity Fire button, focused, then Enter.
    await page.focus(
      '#decision button[data-kind="opportunityFire"]:not(:has-text("Steady Hands"))',
    );
    await page.keyboard.press('Enter');
    await page.waitForSelector('#attack-odds[data-ready="true"] #attack-odds-results table');
    assert.equal(await page.getAttribute('#attack-odds', 'data-attack'), 'opportunityFire');
    assert.equal(await page.getAttribute('#attack-odds', 'data-target'), 'a-tanks');
    assert.match((await page.textContent('#attack-odds-title')) ?? '', /\(Opportunity Fire\)$/);
    assert.match(
      (await page.textContent('#attack-odds-status')) ?? '',
      /Opportunity Fire \(penalty\)/,
    );
    const plain = await odds('');
    assert.deepEqual(await shownHits(page), plain.hits);
    assert.equal(plain.suppression, undefined);
    assert.equal(await page.locator('#odds-suppression').count(), 0, 'no Suppression Test');
    assert.equal(await shownIndex(page), before, 'nothing is sent before the confirmation');

    await page.click('#attack-cancel');
    await page.click('#decision button[data-kind="opportunityFire"]:has-text("Steady Hands")');
    await page.waitForSelector('#attack-odds[data-ready="true"] #attack-odds-results table');
    assert.match(
      (await page.textContent('#attack-odds-status')) ?? '',
      /with Steady Hands \(Value 5\) received/,
    );
    const commanded = await odds(`&command=${CARD.steadyHands}`);
    assert.deepEqual(await shownHits(page), commanded.hits);
    assert.notDeepEqual(commanded.hits, plain.hits);

    await page.click('#attack-cancel');
    await page.click(
      '#decision button[data-kind="opportunityFire"]:not(:has-text("Steady Hands"))',
    );
    await page.waitForSelector('#attack-odds[data-ready="true"]');
    await page.click('#attack-confirm');
    await settled(page, before);
    const logKinds = async (): Promise<string[]> => {
      const log = await json<{ log: { events: { kind: string }[] }[] }>(
        server.url,
        'GET',
        `/api/games/${id}/log?side=b`,
      );
      return log.log.flatMap((entry) => entry.events.map((e) => e.kind));
    };
    const rolled = await logKinds();
    assert.ok(rolled.includes('opportunityFire'), 'Opportunity Fire is declared');
    // rulebook p.33 Bonus Re-Rolls: B still holds Steady Hands: the attack waits after its first roll.
    assert.ok(rolled.includes('attackRolled'), 'its first roll made');
    const waiting = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=b`);
    await json(server.url, 'POST', `/api/games/${id}/decisions`, {
      side: 'b',
      index: waiting.index,
      choice: { kind: 'attackRerolls' },
    });
    assert.ok((await logKinds()).includes('rangedAttack'), 'and its attack made');
    assert.deepEqual(problems, []);
  });
});
