import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { demiseOrderPanel } from '../app/play/demise-order-panel.js';
import type { Choice, Game } from '../app/play/game-types.js';
import type { retaliationPanel } from '../app/play/retaliation-panel.js';
import { browserSkipReason } from './browser.js';
import { pressEnter } from './page-actions.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();

/** The parts of a game the panels read: B decides after A's Rifles Charged B's Rifles, B's Tanks near. */
function decidingB(options: readonly Choice[]): Game {
  return {
    id: 'a-game',
    side: 'b',
    decision: { index: 9, player: 'b', prompt: '', options },
    setup: {
      generals: {
        a: { units: [{ id: 'a-rifles', name: 'Rifles' }], deck: { cards: [] } },
        b: {
          units: [
            { id: 'b-rifles', name: 'Riflemen' },
            { id: 'b-tanks', name: 'Tanks' },
          ],
          deck: { cards: [] },
        },
      },
    },
    view: {
      units: {
        'a-rifles': { side: 'a', models: [{ id: 'a-rifles#1' }, { id: 'a-rifles#3' }] },
      },
      activation: { unit: 'a-rifles' },
    },
  } as unknown as Game;
}

/** Mounts one panel (by its module and function) in the page; the choice it sends is kept in `window.sent`. */
async function mount(page: Page, module: string, name: string, game: Game): Promise<void> {
  await page.evaluate(
    async ([path, fn, shown]) => {
      type Panel = typeof retaliationPanel | typeof demiseOrderPanel;
      const panels = (await import(path)) as Record<string, Panel>;
      const record = window as unknown as { sent?: Choice };
      const panel = panels[fn]?.(shown, (choice) => {
        record.sent = choice;
      });
      document.querySelector('main')?.replaceChildren(panel ?? 'no panel');
    },
    [`/app/play/${module}.js`, name, game] as const,
  );
}

/**
 * The server's answer to the Retaliation picker (`GET /api/games/:id/precision`),
 * stood in for: every charging model not yet picked.
 */
async function offerUnpicked(page: Page): Promise<void> {
  await page.route('**/api/games/a-game/precision?*', (route) => {
    const picks = new URL(route.request().url()).searchParams.get('picks')?.split(',') ?? [];
    const choices = ['a-rifles#1', 'a-rifles#3'].filter((m) => !picks.includes(m));
    return route.fulfill({ json: { target: 'a-rifles', picks, choices } });
  });
}

const sent = (page: Page) => page.evaluate(() => (window as unknown as { sent?: Choice }).sent);

describe(
  'the Play page: a Retaliation’s Precision and a demise’s order, in a browser',
  { skip },
  () => {
    let web: WebFixture;
    before(async () => {
      web = await webFixture();
      await web.open('rules');
    });
    after(async () => {
      await web?.close();
    });

    it('glossary: Precision: the charging unit’s models are picked in order from the keyboard and sent with the Overcharged Retaliation', async () => {
      const { page, problems } = web;
      const retaliate: Choice = { kind: 'retaliate', unit: 'b-rifles', precision: [] };
      await offerUnpicked(page);
      await mount(
        page,
        'retaliation-panel',
        'retaliationPanel',
        decidingB([retaliate, { ...retaliate, overcharge: true }]),
      );
      await page.waitForSelector('#retaliation-precision[data-ready="true"]');
      await pressEnter(page, '#retaliation-precision button[data-model="a-rifles#3"]');
      // Once the server answered, the focus is in the picker, on the model still offered.
      await page.waitForSelector('#retaliation-precision[data-ready="true"]');
      await page.keyboard.press('Enter');
      assert.deepEqual(
        await page.$$eval('#retaliation-precision-order li', (lis) =>
          lis.map((li) => li.getAttribute('data-model')),
        ),
        ['a-rifles#3', 'a-rifles#1'],
      );
      await pressEnter(page, '#retaliation button[data-retaliate="1"]');
      assert.deepEqual(await sent(page), {
        kind: 'retaliate',
        unit: 'b-rifles',
        overcharge: true,
        precision: ['a-rifles#3', 'a-rifles#1'],
      });
      assert.deepEqual(problems, []);
    });

    it('glossary: Spectacular Demise (X): the units of the attacks are reordered from the keyboard and sent in that order', async () => {
      const { page, problems } = web;
      await mount(
        page,
        'demise-order-panel',
        'demiseOrderPanel',
        decidingB([
          { kind: 'demiseOrder', units: ['b-tanks', 'a-rifles', 'b-rifles'] },
          { kind: 'demiseOrder', units: ['a-rifles', 'b-tanks', 'b-rifles'] },
          { kind: 'demiseOrder', units: ['b-rifles', 'b-tanks', 'a-rifles'] },
        ]),
      );
      await pressEnter(page, '#demise-order-list li[data-index="2"] button[data-by="-1"]');
      // The focus followed Riflemen up: once more puts them first.
      await page.keyboard.press('Enter');
      assert.deepEqual(
        await page.$$eval('#demise-order-list li', (lis) =>
          lis.map((li) => li.getAttribute('data-unit')),
        ),
        ['b-rifles', 'b-tanks', 'a-rifles'],
      );
      await pressEnter(page, '#demise-order-send');
      assert.deepEqual(await sent(page), {
        kind: 'demiseOrder',
        units: ['b-rifles', 'b-tanks', 'a-rifles'],
      });
      assert.deepEqual(problems, []);
    });
  },
);
