import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { browserSkipReason } from './browser.js';
import { SCREENS, overflow } from './page-checks.js';
import { type WebFixture, webFixture } from './web-fixture.js';
import { forceVerdict } from './force-builder.js';

/**
 * The real community BattleScribe files (../shared/data next to the
 * repository, see its README.md): read at test time, never copied here.
 */
const BATTLESCRIBE = fileURLToPath(
  new URL('../../../../../shared/data/battlescribe/armoured-clash/', import.meta.url),
);
const GAME_SYSTEM = 'Armoured clash test.gst';
const CROWN_FILES = ['Crown.cat', 'Rules Glossary.cat', 'Rules.cat', 'Weapon.cat'];

const browserSkip = browserSkipReason();
const dataSkip = existsSync(join(BATTLESCRIBE, GAME_SYSTEM))
  ? undefined
  : `no BattleScribe files at ${BATTLESCRIBE} (the real community files, see ../shared/data/README.md)`;
if (browserSkip === undefined && dataSkip !== undefined) {
  process.stdout.write(`# BattleScribe import browser test skipped: ${dataSkip}\n`);
}

describe('the Force builder’s import and export, in a browser', { skip: browserSkip }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
  });
  after(async () => {
    await web?.close();
  });

  /** Waits for the server's verdict on the list as it is now. */
  const verdict = (): Promise<string> => forceVerdict(web.page);

  /** A list of two Basic units in a named Faction Battlegroup, made with the builder's controls. */
  async function buildRifles(name: string): Promise<void> {
    const { page } = web;
    await page.selectOption('#force-scale', 'skirmish');
    await page.selectOption('#add-battlegroup-kind', 'crown-faction-battlegroup');
    await page.click('#add-battlegroup');
    await page.fill('#bg-0-name', 'Vanguard');
    await page.selectOption('#bg-0-add-unit', 'rifle-command-platoon');
    await page.click('#bg-0-add');
    await page.selectOption('#bg-0-add-unit', 'rifle-platoon');
    await page.click('#bg-0-add');
    // Named once the ORBAT's controls are in use, so no re-render as it loads can clear the name.
    await page.fill('#force-name', name);
  }

  it('rulebook p.56 Writing a Force List: exports a readable list (name, scale, points, battlegroups, units with level and points) and downloads it as JSON', async () => {
    await web.open('forces');
    const { page } = web;
    await page.selectOption('#orbat', {
      label: 'Crown: Crown sample ORBAT (NOT the official ORBAT)',
    });
    await page.waitForSelector('#add-battlegroup');
    await buildRifles('Export Rifles');
    await page.fill('#points-limit', '1000');
    assert.equal(await verdict(), 'true');

    await page.click('#force-export-text');
    await page.waitForSelector('#force-text');
    assert.equal(
      await page.textContent('#force-text'),
      [
        'Export Rifles',
        'Crown — Skirmish — 130 / 1000 points',
        'SAMPLE ORBAT: placeholder values, not the official Crown ORBAT',
        '',
        'Vanguard — Crown Faction Battlegroup — 130 pts',
        '  Rifle Command Platoon  Basic  4 models  75 pts  Commander',
        '  Rifle Platoon          Basic  4 models  55 pts',
        '',
        'Total: 130 / 1000 points, 2 units in 1 battlegroup, Victory Points Rating 3',
        'Valid (rulebook p.56).',
        '',
      ].join('\n'),
    );
    assert.equal(await page.getAttribute('#force-text-download', 'download'), 'Export-Rifles.txt');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('#force-export-json'),
    ]);
    assert.equal(download.suggestedFilename(), 'Export-Rifles.json');
    const path = await download.path();
    assert.deepEqual(JSON.parse(readFileSync(path, 'utf8')), {
      format: 'warroom.force-list/1',
      faction: 'Crown',
      forceScale: 'skirmish',
      battlegroups: [
        {
          battlegroup: 'crown-faction-battlegroup',
          units: [
            { unit: 'rifle-command-platoon', level: 'basic' },
            { unit: 'rifle-platoon', level: 'basic' },
          ],
          name: 'Vanguard',
        },
      ],
      name: 'Export Rifles',
      pointsLimit: 1000,
    });
    assert.match((await page.textContent('#force-json-done')) ?? '', /Export-Rifles\.json/);
  });

  it(
    'imports the real Crown catalogue from BattleScribe, shows its warnings with what and where, builds with it, and keeps it after a reload',
    { skip: dataSkip },
    async () => {
      await web.open('forces');
      const { page } = web;
      const files = [GAME_SYSTEM, ...CROWN_FILES].map((name) => join(BATTLESCRIBE, name));

      // Without the game system, the page says what is missing and sends nothing.
      await page.setInputFiles('#battlescribe-files', files.slice(1));
      await page.click('#battlescribe-import');
      assert.match(
        (await page.textContent('#battlescribe-outcome .error')) ?? '',
        /Choose the game system \(\.gst or \.gstz\)/,
      );

      await page.setInputFiles('#battlescribe-files', files);
      await page.click('#battlescribe-import');
      await page.waitForSelector('#battlescribe-imported');
      assert.match(
        (await page.textContent('#battlescribe-imported')) ?? '',
        /^Imported 1 ORBAT: Crown\./,
      );
      const summary = (await page.textContent('#battlescribe-warnings summary')) ?? '';
      const warnings = page.locator('#battlescribe-warnings li');
      assert.equal(
        summary,
        `${await warnings.count()} warnings (what the files could not give, and where)`,
      );
      const example = page.locator('#battlescribe-warnings li[data-kind="not-a-unit"]').first();
      assert.equal(await example.locator('strong').textContent(), 'Crown: unit "Example Unit"');
      assert.match((await example.textContent()) ?? '', /hidden in BattleScribe/);
      assert.ok(
        (await page.locator('#battlescribe-warnings li[data-kind="unsupported"]').count()) > 0,
      );

      // The imported ORBAT is chosen, with its own Battlegroups, and a force is built with it.
      await page.waitForSelector('option[value="line-breaker-auxiliary-battlegroup"]', {
        state: 'attached',
      });
      assert.match(
        await page.$eval('#orbat', (s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? ''),
        /^Crown: Crown \(imported from BattleScribe\) \(imported\)$/,
      );
      await buildRifles('Imported Rifles');
      assert.equal(await verdict(), 'true');
      assert.equal(await page.getAttribute('#force-summary', 'data-points'), '110');
      await page.click('#force-save');
      await page.waitForSelector('#force-message:has-text("Saved")');

      // The warnings fit a portrait tablet too.
      const [, , portrait] = SCREENS;
      await page.setViewportSize({ width: portrait.width, height: portrait.height });
      await page.focus('#battlescribe-warnings summary');
      await page.keyboard.press('Enter');
      assert.ok(await page.$eval('#battlescribe-warnings', (d: HTMLDetailsElement) => d.open));
      const seen = await overflow(page);
      assert.ok(seen.scrollWidth <= seen.innerWidth, seen.wide.join(', '));

      // A second import of the same faction is refused, saying why.
      await page.setInputFiles('#battlescribe-files', files);
      await page.click('#battlescribe-import');
      await page.waitForSelector('#battlescribe-outcome .error');
      assert.match(
        (await page.textContent('#battlescribe-outcome .error')) ?? '',
        /"Crown" was imported already: delete it first/,
      );

      // Stored: after a reload the imported ORBAT is offered (it replaces the bundled Crown) and the list loads with it.
      await page.reload();
      await page.waitForSelector('main[data-ready="forces"]');
      const offered = await page.$$eval('#orbat option', (os) => os.map((o) => o.textContent));
      assert.deepEqual(offered, [
        'Crown: Crown (imported from BattleScribe) (imported)',
        'Imperium: Imperium sample ORBAT (NOT the official ORBAT)',
      ]);
      await page.waitForSelector('#saved-lists option', { state: 'attached' });
      const saved = await page.$eval(
        '#saved-lists',
        (s: HTMLSelectElement) =>
          [...s.options].find((o) => o.text.startsWith('Imported Rifles'))?.value ?? '',
      );
      await page.selectOption('#saved-lists', saved);
      await page.click('#force-load');
      await page.waitForSelector('#bg-0-unit-1-level');
      assert.equal(await verdict(), 'true');
      assert.equal(await page.getAttribute('#force-summary', 'data-points'), '110');

      // Deleting the import brings the bundled Crown ORBAT back.
      await page.click('#orbat-delete');
      await page.waitForSelector('#orbat-status:has-text("Deleted the imported Crown ORBAT")');
      assert.match(
        await page.$eval('#orbat', (s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? ''),
        /^Crown: Crown sample ORBAT/,
      );
      assert.ok(await page.isHidden('#orbat-delete'));
    },
  );
});
