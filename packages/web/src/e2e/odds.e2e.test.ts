import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { percent } from '../app/odds/format.js';
import { browserSkipReason } from './browser.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const WARROOM = fileURLToPath(new URL('../../../cli/bin/warroom.js', import.meta.url));

type Pairs = [number, number][];
interface CliOdds {
  readonly hits: Pairs;
  readonly damage: Pairs;
  readonly modelsDestroyed: Pairs;
  readonly suppression: { tested: number; failed: number; fallsBack: number; breaks: number };
}

/** The engine's exact odds for the same attack, through the command line (another path to attackOdds). */
function cliOdds(args: readonly string[]): CliOdds {
  return JSON.parse(
    execFileSync(process.execPath, [WARROOM, 'odds', ...args, '--json'], { encoding: 'utf8' }),
  ) as CliOdds;
}

const skip = browserSkipReason();
if (skip !== undefined) process.stdout.write(`# browser tests skipped: ${skip}\n`);

describe('the Odds page, in a browser', { skip }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
  });
  after(async () => {
    await web?.close();
  });

  /** The rows a table shows: value, the exact probability kept and the text shown, per column. */
  async function rows(section: string) {
    return web.page.$$eval(`#odds-${section} tbody tr`, (trs) =>
      trs.map((tr) => ({
        key: tr.getAttribute('data-value') ?? tr.getAttribute('data-outcome') ?? '',
        cells: [...tr.querySelectorAll('td')].map((td) => ({
          p: Number(td.getAttribute('data-p')),
          text: td.textContent ?? '',
        })),
      })),
    );
  }

  it('computes the exact odds of an attack and shows the engine’s numbers, exactly and at least', async () => {
    await web.open('odds');
    const { page } = web;
    await page.fill('#dice', '10');
    await page.selectOption('#rating', 'improved');
    await page.fill('#defence', '2');
    await page.fill('#damage-limit', '2');
    await page.fill('#models', '5');
    await page.check('#quality-devastating');
    await page.fill('#discipline', '6');
    await page.focus('#discipline');
    await page.keyboard.press('Enter'); // the keyboard route: Enter submits the form
    await page.waitForSelector('#odds-hits tbody tr');

    const expected = cliOdds([
      '--dice',
      '10',
      '--rating',
      'improved',
      '--defence',
      '2',
      '--damage-limit',
      '2',
      '--models',
      '5',
      '--devastating',
      '--discipline',
      '6',
    ]);
    for (const [section, pairs] of [
      ['hits', expected.hits],
      ['damage', expected.damage],
      ['models', expected.modelsDestroyed],
    ] as const) {
      const shown = await rows(section);
      assert.deepEqual(
        shown.map((r) => Number(r.key)),
        pairs.map(([v]) => v),
        section,
      );
      let tail = 1;
      for (const [i, [, p]] of pairs.entries()) {
        const [exactly, atLeast] = shown[i]?.cells ?? [];
        assert.ok(
          Math.abs((exactly?.p ?? NaN) - p) < 1e-12,
          `${section} ${i}: ${exactly?.p} vs ${p}`,
        );
        assert.equal(exactly?.text, percent(p));
        assert.ok(Math.abs((atLeast?.p ?? NaN) - tail) < 1e-9, `${section} at least ${i}`);
        tail -= p;
      }
    }
    const suppression = await rows('suppression');
    for (const key of ['tested', 'failed', 'fallsBack', 'breaks'] as const) {
      const row = suppression.find((r) => r.key === key);
      assert.ok(row !== undefined, key);
      assert.ok(Math.abs((row.cells[0]?.p ?? NaN) - expected.suppression[key]) < 1e-12, key);
      assert.equal(row.cells[0]?.text, percent(expected.suppression[key]));
    }
    assert.equal(
      await page.locator('#odds-hits svg.bar-chart').count(),
      2,
      'exactly and at least charts',
    );
  });

  it('names the field a bad value is in', async () => {
    await web.open('odds');
    await web.page.fill('#defence', '0');
    await web.page.click('#odds-submit');
    await web.page.waitForSelector('#odds-status.error');
    assert.match((await web.page.textContent('#odds-status')) ?? '', /body\.defence/);
  });
});
