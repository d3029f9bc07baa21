import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TO_CHARGE, chargingSkirmish } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { pressEnter } from './page-actions.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** Where A's rifles' Officer touches B's rank, facing 90 (B's Officer deployed at (10, 30), facing them). */
const CHARGE_AT: readonly [number, number] = [10, 29];
/** A leg's end the Charge may pass (23.35" in all), and one too far out (24.35"). */
const WITHIN: readonly [number, number] = [12, 17.5];
const BEYOND: readonly [number, number] = [14, 17.5];
/** A's rifles' Officer as deployed (OPENING_CHOICES). */
const OFFICER: readonly [number, number] = [10, 6];

/** The path through `leg` to the Charge's end, in inches. */
function pathThrough(leg: readonly [number, number]): number {
  return (
    Math.hypot(leg[0] - OFFICER[0], leg[1] - OFFICER[1]) +
    Math.hypot(CHARGE_AT[0] - leg[0], CHARGE_AT[1] - leg[1])
  );
}

describe('the Play page: a Charge in legs, in a browser', { skip }, () => {
  const table = hotSeatTable((t) => t.storedGame(chargingSkirmish(), 1, TO_CHARGE));

  /** Types a leg's end and adds it from the keyboard. */
  async function addLeg(at: readonly [number, number]): Promise<void> {
    const { page } = table;
    await page.fill('#place-x', String(at[0]));
    await page.fill('#place-y', String(at[1]));
    await pressEnter(page, '#place-add-leg');
  }

  async function readout(legal: boolean, leg: readonly [number, number]): Promise<string> {
    const { page } = table;
    await page.fill('#place-x', String(CHARGE_AT[0]));
    await page.fill('#place-y', String(CHARGE_AT[1]));
    const start = `To (${CHARGE_AT.join(', ')}): Path ${pathThrough(leg).toFixed(1)}", Movement Limit 24.0"`;
    await page.waitForFunction(
      (s) => document.querySelector('#move-readout')?.textContent?.startsWith(s),
      start,
    );
    await page.waitForSelector(`#move-readout[data-legal="${legal}"]`);
    return (await page.textContent('#move-readout')) ?? '';
  }

  it('rulebook p.16 Moving a Unit, p.24 Charge: legs added from the keyboard are measured leg by leg against the Charge’s limit, past it refused with the rule, within it the Charge made through them', async () => {
    const { page, server, id, problems } = table;
    await openGame(page, server.url, id);
    const before = await shownIndex(page);
    await page.selectOption('#place-kind', { label: 'Charge' });
    await page.selectOption('#place-target', 'b-rifles');
    await page.fill('#place-facing', '90');
    assert.equal(await page.isVisible('#place-legs-field'), true, 'a Charge takes legs');

    await addLeg(BEYOND);
    assert.equal(await page.textContent('#place-legs'), `through (${BEYOND.join(', ')})`);
    assert.match(await readout(false, BEYOND), /not legal: .*\(rulebook p\.16 Movement Limit\)/);

    await pressEnter(page, '#place-clear-legs');
    await addLeg(WITHIN);
    await readout(true, WITHIN);
    assert.equal(await shownIndex(page), before, 'nothing is sent while the Charge is placed');

    await pressEnter(page, '#place-button');
    await settled(page, before);
    const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
    assert.ok(
      (game.decision?.options ?? []).some((o) => o.kind === 'closeQuartersAttack'),
      'the Charge was made: its Close Quarters Attack is offered',
    );
    const rifles = game.view.units['a-rifles'];
    const officer = rifles?.models.find((m) => m.id === rifles.officer);
    assert.deepEqual([officer?.x, officer?.y], CHARGE_AT);
    assert.deepEqual(problems, []);
  });
});
