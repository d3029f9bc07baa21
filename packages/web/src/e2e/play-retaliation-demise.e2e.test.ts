import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMISE_SEED,
  TO_DEMISE_ORDER,
  TO_RETALIATION,
  demisingSkirmish,
  retaliatingSkirmish,
} from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { pressEnter } from './page-actions.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
interface LogJson {
  readonly log: readonly { readonly events: readonly { kind: string; text: string }[] }[];
}

describe(
  'the Play page: a Retaliation declared and a demise ordered in a stored hot-seat game, in a browser',
  { skip },
  () => {
    const table = hotSeatTable();

    it('glossary: Precision, Overcharge: after A’s Charge, General B picks the Officer from the keyboard and declares the Overcharged Retaliation with Precision; A’s page then shows only that it was declared, and the combat is made', async () => {
      const { page, server, problems } = table;
      const id = await table.storedGame(retaliatingSkirmish(), 1, TO_RETALIATION);
      await openGame(page, server.url, id);
      // The options say the row has Precision: the picker is offered.
      await pressEnter(page, '#retaliation-precision button[data-model="a-rifles#6"]');
      assert.match(
        (await page.textContent('#retaliation button[data-retaliate="1"]')) ?? '',
        /Overcharged, with Precision on the models picked/,
      );
      const before = await shownIndex(page);
      await pressEnter(page, '#retaliation button[data-retaliate="1"]');
      await settled(page, before);
      const seenByB = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=b`);
      assert.deepEqual(seenByB.view.activation?.retaliations, {
        'b-rifles': { precision: ['a-rifles#6'], overcharge: true },
      });
      // Hot-seat: the page now serves General A, who sees only that it was declared.
      const seenByA = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
      assert.deepEqual(seenByA.view.activation?.retaliations, { 'b-rifles': {} });
      assert.equal(await page.locator('#retaliation').count(), 0);
      assert.doesNotMatch((await page.textContent('#game-log')) ?? '', /a-rifles#6/);

      // The attack is confirmed below its odds (docs/web.md), then made.
      const at = (seenByA.decision?.options ?? []).findIndex(
        (o) => o.kind === 'closeQuartersAttack',
      );
      const declared = await shownIndex(page);
      await page.click(`#decision button[data-option="${at}"]`);
      await page.click('#attack-confirm');
      await settled(page, declared);
      assert.ok((await page.locator('#game-log li.event-overcharge').count()) >= 1);
      assert.ok((await page.locator('#game-log li.event-closeQuartersAttack').count()) >= 2);
      assert.deepEqual(problems, []);
    });

    it('glossary: Spectacular Demise (X): B’s Tanks’ last model Destroyed: General B orders the Cataclysmic Detonation’s attacks from the keyboard; they are made in that order', async () => {
      const { page, server, problems } = table;
      const id = await table.storedGame(demisingSkirmish(), DEMISE_SEED, TO_DEMISE_ORDER);
      await openGame(page, server.url, id);
      assert.deepEqual(
        await page.$$eval('#demise-order-list li', (lis) =>
          lis.map((li) => li.getAttribute('data-unit')),
        ),
        ['b-guards', 'b-rifles'],
      );
      await pressEnter(page, '#demise-order-list li[data-index="1"] button[data-by="-1"]');
      const before = await shownIndex(page);
      await pressEnter(page, '#demise-order-send');
      await settled(page, before);
      const { log } = await json<LogJson>(server.url, 'GET', `/api/games/${id}/log?side=a`);
      const made = log.at(-1)?.events ?? [];
      assert.match(made[0]?.text ?? '', /Rifles b-rifles, then Guards b-guards/);
      assert.match(
        (await page.textContent('#game-log')) ?? '',
        /Rifles b-rifles, then Guards b-guards/,
      );
      assert.deepEqual(problems, []);
    });
  },
);
