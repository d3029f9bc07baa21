import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArmyUnit, Choice, GameSetup } from '@warroom/armoured-clash';
import { TO_CHARGE, skirmish } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { shownOdds } from './page-actions.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** A's rifles fast enough to Charge B's rank 23" away at the start (twice 12"). */
const CHARGING_SPEED = 12;
/** The Charge: A's rifles' Officer to touch B's rank (B's Officer deployed at (10, 30), facing them). */
const CHARGE: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 29], facing: 90 };
/** B's rifles' Officer. */
const OFFICER = 'b-rifles#1';
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
    const table = hotSeatTable((t) => t.storedGame(preciseRifles(), 1, [...TO_CHARGE, CHARGE]));

    it('glossary: Precision, glossary: Overcharge: the Officer picked and the Overcharge declared on the odds panel are weighed by the server, and the attack confirmed is made with them', async () => {
      const { page, server, id, problems } = table;
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
      const shown = await shownOdds(page, '#strike-0-odds-hits tbody tr');
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
