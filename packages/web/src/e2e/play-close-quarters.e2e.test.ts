import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ArmyUnit, Choice, GameSetup } from '@warroom/armoured-clash';
import { OPENING_CHOICES, skirmish } from '@warroom/armoured-clash/testing';
import { type GameOptions, type RunningServer, createGame, startServer } from '@warroom/server';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, launchChromium } from './browser.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** A's rifles fast enough to Charge B's rank 23" away at the start (twice 12"). */
const CHARGING_SPEED = 12;
/** Where A's rifles' Officer touches B's rank, facing 90 (B's Officer deployed at (10, 30), facing them). */
const CHARGE_AT: readonly [number, number] = [10, 29];
const OPTIONS: GameOptions = {
  clash: 'pitchedBattle',
  scale: 'skirmish',
  opponent: 'hotseat',
  forces: { a: { name: 'A', faction: 'Crown' }, b: { name: 'B', faction: 'Imperium' } },
  leftOut: { a: [], b: [] },
};
type Pairs = [number, number][];
interface CloseQuartersOddsJson {
  readonly strikes: readonly { readonly attacker: string; readonly hits: Pairs }[];
}

/** The skirmish, A's rifles with Speed 12. */
function fastRifles(): GameSetup {
  const base = skirmish();
  const fast = (u: ArmyUnit): ArmyUnit =>
    u.id === 'a-rifles' ? { ...u, speed: CHARGING_SPEED } : u;
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(fast) },
    },
  };
}

describe('the Play page: the odds of a Close Quarters Attack, in a browser', { skip }, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let id: string;
  const problems: string[] = [];
  const decide = async (choice: Choice) => {
    const game = await json<GameJson & { waitingFor?: { player: 'a' | 'b' } }>(
      server.url,
      'GET',
      `/api/games/${id}?side=a`,
    );
    await json(server.url, 'POST', `/api/games/${id}/decisions`, {
      side: game.waitingFor?.player ?? 'a',
      index: game.index,
      choice,
    });
  };
  before(async () => {
    server = await startServer({
      database: { kind: 'pglite' },
      port: 0,
      host: '127.0.0.1',
      log: () => undefined,
    });
    ({ id } = await createGame(server.db, { setup: fastRifles(), seed: 1, options: OPTIONS }));
    for (const choice of OPENING_CHOICES) await decide(choice);
    await decide({ kind: 'activate', unit: 'a-rifles' });
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('rulebook p.24 Charge, p.28 Close Quarters Attacks: while a Charge is placed, the odds of the combat it would begin are shown, as the server computes them, before it is made', async () => {
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
      const shown = await page.$$eval(`#charge-odds #strike-${i}-odds-hits tbody tr`, (trs) =>
        trs.map((tr) => [
          Number(tr.getAttribute('data-value')),
          Number(tr.querySelector('td')?.getAttribute('data-p')),
        ]),
      );
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
      const shown = await page.$$eval(`#strike-${i}-odds-hits tbody tr`, (trs) =>
        trs.map((tr) => [
          Number(tr.getAttribute('data-value')),
          Number(tr.querySelector('td')?.getAttribute('data-p')),
        ]),
      );
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
