import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Choice,
  FACE_NAMES,
  type GameSetup,
  RECORD_FORMAT,
  nextDecision,
  replay,
} from '@warroom/armoured-clash';
import { TO_ATTACK_STEP, commandSkirmish } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { pressEnter } from './page-actions.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** Seeds tried for a first roll that waits for A's Bonus Re-Roll Command. */
const SEEDS_TRIED = 50;
/** Answers given on B's side (Interference, a targeted unit's Command) before A's roll waits. */
const ANSWERS_TRIED = 4;
const FIRE: Choice = { kind: 'rangedAttack', target: 'b-tanks' };

/**
 * The first seed, and the choices from the Attack Step (A's Tanks fire at B's,
 * B's decisions answered with their first option), that leave A deciding
 * `attackRerolls` (rulebook p.33).
 */
function seedForRerolls(setup: GameSetup): { seed: number; choices: Choice[] } {
  for (let seed = 0; seed < SEEDS_TRIED; seed++) {
    const choices = [...TO_ATTACK_STEP, FIRE];
    for (let answer = 0; answer <= ANSWERS_TRIED; answer++) {
      const { state } = replay({ format: RECORD_FORMAT, setup, seed, choices });
      const decision = nextDecision(setup, state);
      if (decision?.options.some((o) => o.kind === 'attackRerolls') === true)
        return { seed, choices };
      const first = decision?.options[0];
      if (decision?.player !== 'b' || first === undefined) break;
      choices.push(first);
    }
  }
  throw new Error(`no seed below ${SEEDS_TRIED} leaves A deciding attackRerolls`);
}

describe(
  'the Play page: a standing order of losses and the dice before a re-roll, in a browser',
  { skip },
  () => {
    const table = hotSeatTable((t) => {
      const setup = commandSkirmish();
      const { seed, choices } = seedForRerolls(setup);
      return t.storedGame(setup, seed, choices);
    });

    it('rulebook pp.34-35: a standing order of losses is given from the keyboard, shown from A’s own view, hidden from B, then withdrawn', async () => {
      const { page, server, id, problems } = table;
      await openGame(page, server.url, id);
      await page.selectOption('#inspect-unit', 'a-rifles');
      await pressEnter(page, '#loss-order-picker button[data-model="a-rifles#2"]');
      await pressEnter(page, '#loss-order-picker button[data-model="a-rifles#1"]');
      assert.deepEqual(
        await page.$$eval('#loss-order-picker-order li', (lis) =>
          lis.map((li) => li.getAttribute('data-model')),
        ),
        ['a-rifles#2', 'a-rifles#1'],
      );
      const before = await shownIndex(page);
      await pressEnter(page, '#loss-order-give');
      await settled(page, before);
      assert.equal(
        await page.textContent('#loss-order-current'),
        'Lost first: model 2, then model 1.',
      );
      const seenByA = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
      assert.deepEqual(seenByA.view.lossOrders, { 'a-rifles': ['a-rifles#2', 'a-rifles#1'] });
      assert.ok(
        seenByA.decision?.options.some((o) => o.kind === 'attackRerolls'),
        'the same decision still waits',
      );
      const seenByB = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=b`);
      assert.equal(seenByB.view.lossOrders, undefined);

      const given = await shownIndex(page);
      await pressEnter(page, '#loss-order-withdraw');
      await settled(page, given);
      assert.equal(
        await page.textContent('#loss-order-current'),
        'No standing order: the engine’s default choice of losses.',
      );
      assert.deepEqual(problems, []);
    });

    it('rulebook p.33 Bonus Re-Rolls: the dice just rolled are shown with the decision and as dice in the log; going on, the attack is resolved from that same first roll', async () => {
      const { page, server, id, problems } = table;
      await openGame(page, server.url, id);
      const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
      const rolled = game.view.activation?.attacksDeclared?.attacks[0]?.rolled ?? [];
      assert.ok(rolled.length > 0);
      const faces = rolled.map((f) => FACE_NAMES[f]);
      assert.deepEqual(
        await page.$$eval('#rerolls-dice [data-face]', (dice) =>
          dice.map((d) => d.getAttribute('data-face')),
        ),
        faces,
      );
      assert.match(
        (await page.textContent('#rerolls-told')) ?? '',
        new RegExp(`\\(${faces.join(', ')}\\)`),
      );
      // The log shows the same first roll as dice, from the attackRolled event's data.
      assert.deepEqual(
        await page.$$eval('#game-log li.event-attackRolled .first-roll [data-face]', (dice) =>
          dice.map((d) => d.getAttribute('data-face')),
        ),
        faces,
      );

      const before = await shownIndex(page);
      await pressEnter(
        page,
        '#decision button[data-kind="attackRerolls"]:not(:has-text("Command"))',
      );
      await settled(page, before);
      const log = await json<{
        log: { events: { kind: string; roll?: { dice: { rolled: string }[] } }[] }[];
      }>(server.url, 'GET', `/api/games/${id}/log?side=a`);
      const attack = log.log.flatMap((e) => e.events).find((e) => e.kind === 'rangedAttack');
      assert.deepEqual(
        attack?.roll?.dice.map((d) => d.rolled).slice(0, faces.length),
        faces,
        'the attack is resolved from the dice shown',
      );
      assert.equal(await page.locator('#rerolls-roll').count(), 0);
      assert.deepEqual(problems, []);
    });
  },
);
