import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TO_CHARGE, chargingSkirmish } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { shownOdds } from './page-actions.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** Where A's rifles' Officer touches B's rank, facing 90 (B's Officer deployed at (10, 30), facing them). */
const CHARGE_AT: readonly [number, number] = [10, 29];
type Pairs = [number, number][];
interface CloseQuartersOddsJson {
  readonly strikes: readonly { readonly attacker: string; readonly hits: Pairs }[];
}

describe('the Play page: the odds of a Close Quarters Attack, in a browser', { skip }, () => {
  // The skirmish, A's rifles with Speed 12 Activated.
  const table = hotSeatTable((t) => t.storedGame(chargingSkirmish(), 1, TO_CHARGE));

  it('rulebook p.24 Charge, p.28 Close Quarters Attacks: while a Charge is placed, the odds of the combat it would begin are shown, as the server computes them, before it is made', async () => {
    const { page, server, id } = table;
    await openGame(page, server.url, id);
    const before = await shownIndex(page);
    await page.selectOption('#place-kind', { label: 'Charge' });
    await page.selectOption('#place-target', 'b-rifles');
    await page.fill('#place-facing', '90');
    // Out of reach: no odds, and why.
    await page.fill('#place-x', '40');
    await page.fill('#place-y', '40');
    await page.waitForSelector('#charge-odds[data-ready="true"]:not([data-at])');
    assert.match((await page.textContent('#charge-odds-status')) ?? '', /not legal there: no odds/);
    const [x, y] = CHARGE_AT;
    await page.fill('#place-x', String(x));
    await page.fill('#place-y', String(y));
    await page.waitForSelector(
      `#charge-odds[data-ready="true"][data-at="${x},${y}"] #strike-1-odds-hits tbody tr`,
    );
    const odds = await json<CloseQuartersOddsJson>(
      server.url,
      'GET',
      `/api/games/${id}/odds?side=a&attack=closeQuarters&attacker=a-rifles&target=b-rifles&at=${x},${y}&facing=90`,
    );
    for (const [i, strike] of odds.strikes.entries()) {
      const shown = await shownOdds(page, `#charge-odds #strike-${i}-odds-hits tbody tr`);
      assert.deepEqual(shown, strike.hits, `strike ${i}`);
    }
    assert.equal(await shownIndex(page), before, 'nothing is sent while the Charge is placed');
    await page.click('#place-button');
    await settled(page, before);
    const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
    assert.ok(
      (game.decision?.options ?? []).some((o) => o.kind === 'closeQuartersAttack'),
      'the Charge was made: its Close Quarters Attack is offered',
    );
  });

  it('rulebook p.28 Close Quarters Attacks: after a Charge, the odds of each attack (the Charge’s, then the Retaliation) are shown before the attack is confirmed, as the server computes them', async () => {
    const { page, server, id, problems } = table;
    await openGame(page, server.url, id);
    const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
    const at = (game.decision?.options ?? []).findIndex((o) => o.kind === 'closeQuartersAttack');
    assert.ok(at >= 0, 'the Close Quarters Attack is offered');
    const before = await shownIndex(page);
    await page.click(`#decision button[data-option="${at}"]`);
    await page.waitForSelector('#attack-odds[data-ready="true"] #strike-1-odds-hits tbody tr');
    assert.equal(await shownIndex(page), before, 'nothing is sent before the confirmation');
    assert.equal(await page.getAttribute('#attack-odds', 'data-attack'), 'closeQuarters');
    const odds = await json<CloseQuartersOddsJson>(
      server.url,
      'GET',
      `/api/games/${id}/odds?side=a&attack=closeQuarters&attacker=a-rifles&target=b-rifles`,
    );
    assert.deepEqual(
      odds.strikes.map((s) => s.attacker),
      ['a-rifles', 'b-rifles'],
    );
    for (const [i, strike] of odds.strikes.entries()) {
      assert.equal(await page.getAttribute(`#strike-${i}`, 'data-attacker'), strike.attacker);
      const shown = await shownOdds(page, `#strike-${i}-odds-hits tbody tr`);
      assert.deepEqual(shown, strike.hits);
    }
    assert.match((await page.textContent('#strike-1-title')) ?? '', /Retaliates against/);
    await page.click('#attack-confirm');
    await settled(page, before);
    const log = await json<{ log: { events: { kind: string }[] }[] }>(
      server.url,
      'GET',
      `/api/games/${id}/log?side=a`,
    );
    assert.ok(
      log.log[game.index]?.events.some((e) => e.kind === 'closeQuartersAttack'),
      'the Close Quarters Attack was made',
    );
    assert.deepEqual(problems, []);
  });
});
