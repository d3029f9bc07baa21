import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ArmyUnit,
  type Choice,
  type GameSetup,
  RECORD_FORMAT,
  precisionChoices,
  replay,
} from '@warroom/armoured-clash';
import { TO_CHARGE, chargingSkirmish } from '@warroom/armoured-clash/testing';
import type { Page } from 'playwright-core';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { type GameJson, json, openGame } from './play-driver.js';

const skip = browserSkipReason();
const SEED = 1;
/** A's rifles Charge B's rank (B's Officer deployed at (10, 30), facing them). */
const CHARGE: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 29], facing: 90 };
const TO_ATTACK: readonly Choice[] = [...TO_CHARGE, CHARGE];
const PICKER = '#attack-precision';

/** The charging skirmish, A's rifles' Melee row with Precision. */
function preciseRifles(): GameSetup {
  const base = chargingSkirmish();
  const precise = (u: ArmyUnit): ArmyUnit =>
    u.id !== 'a-rifles'
      ? u
      : {
          ...u,
          armaments: {
            ...u.armaments,
            rows: u.armaments.rows.map((row) =>
              row.attack === 'melee'
                ? { ...row, qualities: [...row.qualities, { name: 'Precision' }] }
                : row,
            ),
          },
        };
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(precise) },
    },
  };
}

/** The models the picker offers once the server answered. */
async function offered(page: Page): Promise<(string | null)[]> {
  await page.waitForSelector(`${PICKER}[data-ready="true"]`);
  return page.$$eval(`${PICKER} .model-offers button`, (buttons) =>
    buttons.map((b) => b.getAttribute('data-model')),
  );
}

describe(
  'the Play page: a Precision pick offers only the models the engine allows, in a browser',
  { skip },
  () => {
    const setup = preciseRifles();
    const table = hotSeatTable((t) => t.storedGame(setup, SEED, TO_ATTACK));

    it('glossary: Precision, rulebook pp.34-35: in Close Formation (B’s single rank of six) the picker offers the Officer and the end that may go (#6, keeping the Officer the centre), then, pick by pick, what the engine’s precisionChoices allows; taking a pick out offers the first ones again', async () => {
      const { page, server, id, problems } = table;
      const rank = replay({ format: RECORD_FORMAT, setup, seed: SEED, choices: TO_ATTACK }).state
        .units['b-rifles'];
      assert.ok(rank !== undefined);
      await openGame(page, server.url, id);
      const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
      const at = (game.decision?.options ?? []).findIndex((o) => o.kind === 'closeQuartersAttack');
      assert.ok(at >= 0, 'the Close Quarters Attack is offered');
      await page.click(`#decision button[data-option="${at}"]`);
      const first = await offered(page);
      assert.deepEqual(first, ['b-rifles#1', 'b-rifles#6']);
      assert.deepEqual(first, precisionChoices(setup, rank, []));
      await page.click(`${PICKER} button[data-model="b-rifles#1"]`);
      const second = await offered(page);
      assert.deepEqual(second, ['b-rifles#4', 'b-rifles#5']);
      assert.deepEqual(second, precisionChoices(setup, rank, ['b-rifles#1']));
      await page.click(`${PICKER} button[data-model="b-rifles#5"]`);
      assert.deepEqual(
        await offered(page),
        precisionChoices(setup, rank, ['b-rifles#1', 'b-rifles#5']),
      );
      await page.click(`${PICKER} button[data-remove="b-rifles#1"]`);
      assert.deepEqual(await offered(page), first);
      assert.deepEqual(
        await page.$$eval(`${PICKER}-order li`, (lis) => lis.map((li) => li.textContent)),
        ['none picked'],
      );
      assert.deepEqual(problems, []);
    });
  },
);
