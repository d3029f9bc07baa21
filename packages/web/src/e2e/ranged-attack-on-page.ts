import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Choice } from '../app/play/game-types.js';
import type { LogJson } from './play-flow-fixture.js';
import { type GameJson, json, settled, shownIndex } from './play-driver.js';

type Pairs = [number, number][];

/**
 * The Ranged Attack through the page: its odds shown first (the server's:
 * hits, models destroyed, the failed Suppression Test), nothing sent before
 * the confirmation; confirmed, its dice shown as the log has them.
 */
export async function rangedAttackOnPage(
  page: Page,
  base: string,
  game: GameJson,
  choice: Choice,
): Promise<void> {
  const before = await shownIndex(page);
  const at = (game.decision?.options ?? []).findIndex(
    (o) => JSON.stringify(o) === JSON.stringify(choice),
  );
  await page.click(`#decision button[data-option="${at}"]`);
  await page.waitForSelector('#attack-odds[data-ready="true"] #odds-hits tbody tr');
  assert.equal(await shownIndex(page), before, 'nothing is sent before the confirmation');
  const attacker = game.view.activation?.unit ?? '';
  const odds = await json<{
    hits: Pairs;
    modelsDestroyed: Pairs;
    suppression?: { failed: number };
  }>(base, 'GET', `/api/games/${game.id}/odds?attacker=${attacker}&target=${choice.target ?? ''}`);
  const shown = await page.$$eval('#odds-hits tbody tr', (trs) =>
    trs.map((tr) => [
      Number(tr.getAttribute('data-value')),
      Number(tr.querySelector('td')?.getAttribute('data-p')),
    ]),
  );
  assert.deepEqual(shown, odds.hits);
  assert.equal(await page.locator('#odds-models tbody tr').count(), odds.modelsDestroyed.length);
  if (odds.suppression !== undefined) {
    assert.equal(
      Number(await page.getAttribute('#odds-suppression tr[data-outcome="failed"] td', 'data-p')),
      odds.suppression.failed,
    );
  }
  await page.click('#attack-confirm');
  await settled(page, before);
  // rulebook p.33 Bonus Re-Rolls: the dice rolled, A may issue a Command before any is re-rolled: A goes on.
  const rolled = await json<GameJson>(base, 'GET', `/api/games/${game.id}?side=a`);
  if (rolled.decision?.options[0]?.kind === 'attackRerolls') {
    const waiting = await shownIndex(page);
    await page.click('#decision button[data-option="0"]');
    await settled(page, waiting);
  }
  // The dice as they fell: the same dice as the log, in the panel of what happened.
  const log = await json<LogJson>(base, 'GET', `/api/games/${game.id}/log?side=a`);
  // The target's General may first issue a Command (rulebook p.37): the attack comes in a later step.
  const roll = log.log
    .slice(game.index)
    .flatMap((entry) => entry.events)
    .find((e) => e.kind === 'rangedAttack')?.roll;
  assert.ok(roll !== undefined, 'the attack was made');
  const fired = page.locator('#playback li.event-rangedAttack').first();
  assert.equal(await fired.locator('.dice-pool > li').count(), roll.dice.length);
  assert.equal(
    await fired.locator('.dice-pool > li[data-rerolled="true"]').count(),
    roll.dice.filter((d) => d.rerolled).length,
  );
  assert.equal(await fired.locator('.attack-dice').getAttribute('data-hits'), String(roll.hits));
  assert.equal(await fired.locator('.hits').textContent(), `${roll.hits} hits`);
}
