import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Choice, RECORD_FORMAT, replay } from '@warroom/armoured-clash';
import { MOMENT_CARD, OPENING_CHOICES, momentsSkirmish } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { pressEnter } from './page-actions.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** Seeds tried for a deal that gives A Forced March. */
const SEEDS_TRIED = 200;
/** A's tanks (Speed 6": a Double Time of 12", Officer at (24, 5)) Activated. */
const CHOICES: readonly Choice[] = [...OPENING_CHOICES, { kind: 'activate', unit: 'a-tanks' }];
/** The Double Time's end, and a leg's end: 13.42" in two legs, past 12" and within 12" + 2". */
const END: readonly [number, number] = [24, 17];
const LEG: readonly [number, number] = [27, 11];

describe('the Play page: a Double Time with a Command in legs, in a browser', { skip }, () => {
  const setup = momentsSkirmish();
  const table = hotSeatTable((t) => {
    const seed = Array.from({ length: SEEDS_TRIED }, (_, i) => i).find((s) =>
      replay({
        format: RECORD_FORMAT,
        setup,
        seed: s,
        choices: CHOICES,
      }).state.players.a.deck.hand.includes(MOMENT_CARD.forcedMarch),
    );
    assert.ok(seed !== undefined, `no seed below ${SEEDS_TRIED} deals A Forced March`);
    return t.storedGame(setup, seed, CHOICES);
  });

  it('rulebook p.16 Moving a Unit, p.24 Double Time: with Forced March chosen, legs are measured against 12" + 2", and the Double Time is made through them once the Command is received', async () => {
    const { page, server, id, problems } = table;
    await openGame(page, server.url, id);
    const before = await shownIndex(page);
    await page.selectOption('#place-kind', { label: 'Double Time' });
    await page.selectOption('#place-card', String(MOMENT_CARD.forcedMarch));
    await page.fill('#place-facing', '90');
    await page.fill('#place-x', String(LEG[0]));
    await page.fill('#place-y', String(LEG[1]));
    await pressEnter(page, '#place-add-leg');
    assert.equal(await page.textContent('#place-legs'), `through (${LEG.join(', ')})`);
    await page.fill('#place-x', String(END[0]));
    await page.fill('#place-y', String(END[1]));
    const length = 2 * Math.hypot(LEG[0] - END[0], LEG[1] - 5);
    await page.waitForFunction(
      (s) => document.querySelector('#move-readout')?.textContent?.startsWith(s),
      `To (${END.join(', ')}): Path ${length.toFixed(1)}", Movement Limit 14.0"`,
    );
    await page.waitForSelector('#move-readout[data-legal="true"]');
    assert.equal(await shownIndex(page), before, 'nothing is sent while the move is placed');

    await page.click('#place-button');
    await settled(page, before);
    // Hot-seat: General B may be asked whether to Interfere.
    if ((await page.locator('#decision button[data-kind="noInterference"]').count()) > 0) {
      const asked = await shownIndex(page);
      await page.click('#decision button[data-kind="noInterference"]');
      await settled(page, asked);
    }
    const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
    const tanks = game.view.units['a-tanks'];
    const officer = tanks?.models.find((m) => m.id === tanks.officer);
    assert.deepEqual([officer?.x, officer?.y], END);
    assert.deepEqual(problems, []);
  });
});
