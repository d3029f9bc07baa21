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
/** The Charge: A's rifles' Officer to touch B's rank (B's Officer deployed at (10, 30), facing them). */
const CHARGE: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 29], facing: 90 };
/** B's rifles' Officer. */
const OFFICER = 'b-rifles#1';
const OPTIONS: GameOptions = {
  clash: 'pitchedBattle',
  scale: 'skirmish',
  opponent: 'hotseat',
  forces: { a: { name: 'A', faction: 'Crown' }, b: { name: 'B', faction: 'Imperium' } },
  leftOut: { a: [], b: [] },
};
type Pairs = [number, number][];
interface CloseQuartersOddsJson {
  readonly officerLost: number;
  readonly strikes: readonly { readonly attacker: string; readonly hits: Pairs }[];
}

/** The skirmish, A's rifles with Speed 12 and Precision and Overcharge on their Melee row. */
function preciseRifles(): GameSetup {
  const base = skirmish();
  const change = (u: ArmyUnit): ArmyUnit => {
    if (u.id !== 'a-rifles') return u;
    const rows = u.armaments.rows.map((row) =>
      row.attack === 'melee'
        ? { ...row, qualities: [...row.qualities, { name: 'Precision' }, { name: 'Overcharge' }] }
        : row,
    );
    return { ...u, speed: CHARGING_SPEED, armaments: { ...u.armaments, rows } };
  };
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(change) },
    },
  };
}

describe(
  'the Play page: an attack’s odds with the declarations it is made with, in a browser',
  { skip },
  () => {
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
      ({ id } = await createGame(server.db, { setup: preciseRifles(), seed: 1, options: OPTIONS }));
      for (const choice of OPENING_CHOICES) await decide(choice);
      await decide({ kind: 'activate', unit: 'a-rifles' });
      await decide(CHARGE);
      browser = await launchChromium();
      page = await browser.newPage();
      page.on('pageerror', (error) => problems.push(error.message));
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    it('glossary: Precision, glossary: Overcharge: the Officer picked and the Overcharge declared on the odds panel are weighed by the server, and the attack confirmed is made with them', async () => {
      await openGame(page, server.url, id);
      const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
      const at = (game.decision?.options ?? []).findIndex((o) => o.kind === 'closeQuartersAttack');
      assert.ok(at >= 0, 'the Close Quarters Attack is offered');
      const before = await shownIndex(page);
      await page.click(`#decision button[data-option="${at}"]`);
      await page.waitForSelector('#attack-odds[data-ready="true"] #strike-0-odds-hits tbody tr');
      await page.click(`#attack-precision button[data-model="${OFFICER}"]`);
      await page.check('#attack-overcharge');
      await page.click('#attack-declare');
      await page.waitForSelector('#attack-odds[data-ready="true"] #strike-0-odds-hits tbody tr');
      const odds = await json<CloseQuartersOddsJson>(
        server.url,
        'GET',
        `/api/games/${id}/odds?side=a&attack=closeQuarters&attacker=a-rifles&target=b-rifles&precision=${encodeURIComponent(OFFICER)}&overcharge=a-rifles`,
      );
      const shown = await page.$$eval('#strike-0-odds-hits tbody tr', (trs) =>
        trs.map((tr) => [
          Number(tr.getAttribute('data-value')),
          Number(tr.querySelector('td')?.getAttribute('data-p')),
        ]),
      );
      assert.deepEqual(shown, odds.strikes[0]?.hits);
      assert.match((await page.textContent('#attack-odds-status')) ?? '', /loses its Officer/);
      assert.equal(await shownIndex(page), before, 'nothing is sent before the confirmation');
      await page.click('#attack-confirm');
      await settled(page, before);
      const log = await json<{ log: { choice: Choice; events: { kind: string }[] }[] }>(
        server.url,
        'GET',
        `/api/games/${id}/log?side=a`,
      );
      const made = log.log[game.index];
      assert.deepEqual(made?.choice, {
        kind: 'closeQuartersAttack',
        precision: [OFFICER],
        overcharge: true,
      });
      assert.ok(
        made?.events.some((e) => e.kind === 'overcharge'),
        'the Overcharge card revealed',
      );
      assert.deepEqual(problems, []);
    });
  },
);
