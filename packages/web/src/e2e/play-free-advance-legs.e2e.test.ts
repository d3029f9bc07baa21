import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Choice, GameSetup } from '@warroom/armoured-clash';
import type { Page } from 'playwright-core';
import { skirmishWith } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { type GameJson, json, openGame } from './play-driver.js';

const skip = browserSkipReason();
/** The Vanguard distance given to A's rifles (glossary: Vanguard (X")), in inches. */
const VANGUARD = 5;
/** The skirmish's four units deployed in turn (the engine's Vanguard tests: General A finishes first). */
const DEPLOYMENT: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
];
/** The end of the first leg (3" straight ahead of the Officer at (10, 6)). */
const LEG: readonly [number, number] = [10, 9];

/** The skirmish with Vanguard (5") given to A's rifles. */
function vanguardSetup(): GameSetup {
  return skirmishWith({ 'a-rifles': { rules: [{ name: 'Vanguard', x: VANGUARD }] } });
}

/** Where a point of the battlefield (inches, y northwards) is on the screen. */
async function screenPoint(page: Page, at: readonly [number, number]): Promise<[number, number]> {
  const svg = page.locator('#battlefield');
  const box = await svg.boundingBox();
  assert.ok(box !== null);
  const width = Number(await svg.getAttribute('data-width'));
  const depth = Number(await svg.getAttribute('data-depth'));
  return [
    box.x + ((at[0] + 1) / (width + 2)) * box.width,
    box.y + ((depth - at[1] + 1) / (depth + 2)) * box.height,
  ];
}

describe(
  'the Play page: a free Advance in legs (glossary: Vanguard (X"), rulebook p.16), in a browser',
  { skip },
  () => {
    const table = hotSeatTable();

    it('glossary: Vanguard (X"), rulebook p.16 Moving a Unit: a leg added from the keyboard; an end past X" through it refused by the dry run, the legs\' lengths added; the unit dragged to an end within X" and dropped makes the free Advance through the leg', async () => {
      const { page, server, problems } = table;
      const id = await table.storedGame(vanguardSetup(), 3, DEPLOYMENT);
      await openGame(page, server.url, id);
      await page.selectOption('#place-kind', { label: 'Vanguard Advance' });
      assert.equal(await page.isVisible('#place-legs-field'), true, 'the legs field is offered');
      await page.fill('#place-facing', '90');
      await page.fill('#place-x', String(LEG[0]));
      await page.fill('#place-y', String(LEG[1]));
      await page.focus('#place-add-leg');
      await page.keyboard.press('Enter');
      assert.equal(await page.textContent('#place-legs'), `through (${LEG.join(', ')})`);

      // 3" to the leg's end, then 3.2" on: 6.2" against the Vanguard's 5".
      await page.fill('#place-x', '13');
      await page.fill('#place-y', '10');
      await page.waitForSelector('#move-readout[data-legal="false"]');
      assert.match(
        (await page.textContent('#move-readout')) ?? '',
        /^To \(13, 10\): Path 6\.2", Movement Limit 5\.0": not legal: .*\(rulebook p\.16 Movement Limit\)/,
      );

      // Dragged (the Officer grabbed where it stands) to (11.5, 10): 3" + 1.8" through the leg.
      const [sx, sy] = await screenPoint(page, [10, 6]);
      await page.mouse.move(sx, sy);
      await page.mouse.down();
      const [ex, ey] = await screenPoint(page, [11.5, 10]);
      await page.mouse.move(ex, ey, { steps: 4 });
      await page.waitForSelector('#move-readout[data-legal="true"]');
      const readout = (await page.textContent('#move-readout')) ?? '';
      assert.match(readout, /Path 4\.\d", Movement Limit 5\.0": legal$/);
      const to = /^To \(([-\d.]+), ([-\d.]+)\)/.exec(readout);
      assert.ok(to?.[1] !== undefined && to[2] !== undefined, readout);
      await page.mouse.up();
      await page.waitForFunction(
        () => document.querySelector('#game-summary')?.getAttribute('data-index') !== '4',
      );
      const log = await json<{ log: { choice: Choice }[] }>(
        server.url,
        'GET',
        `/api/games/${id}/log?side=a`,
      );
      assert.deepEqual(log.log.at(-1)?.choice, {
        kind: 'vanguardAdvance',
        unit: 'a-rifles',
        at: [Number(to[1]), Number(to[2])],
        facing: 90,
        via: [LEG],
      });
      const moved = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
      const rifles = moved.view.units['a-rifles'];
      const officer = rifles?.models.find((m) => m.id === rifles.officer);
      assert.deepEqual([officer?.x, officer?.y], [Number(to[1]), Number(to[2])]);
      assert.deepEqual(problems, []);
    });
  },
);
