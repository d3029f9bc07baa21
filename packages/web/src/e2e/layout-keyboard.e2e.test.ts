import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { SCREENS, controls, focused, overflow, tabOrder } from './page-checks.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();
const FORCES = new URL('../../../../data/forces/', import.meta.url);
const sample = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(file, FORCES), 'utf8')) as unknown;

/** A valid Skirmish list of the sample Crown ORBAT (130 points), saved before the checks. */
const RIFLES = {
  format: 'warroom.force-list/1',
  name: 'Layout Rifles',
  faction: 'Crown',
  forceScale: 'skirmish',
  battlegroups: [
    {
      battlegroup: 'crown-faction-battlegroup',
      name: 'Vanguard',
      units: [
        { unit: 'rifle-command-platoon', level: 'basic' },
        { unit: 'rifle-platoon', level: 'basic' },
      ],
    },
  ],
};

async function post(base: string, path: string, body: unknown): Promise<{ id: string }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as { id: string };
}

describe('every page at a laptop and a tablet size, and from the keyboard', { skip }, () => {
  let web: WebFixture;
  let gameId: string;
  before(async () => {
    web = await webFixture();
    await post(web.server.url, '/api/forces', RIFLES);
    const made = (await post(web.server.url, '/api/games', {
      forces: {
        a: { list: sample('crown-skirmish.json') },
        b: { list: sample('imperium-skirmish.json') },
      },
      opponent: 'hotseat',
      // Side a is General A (the card draw of p.57 is the default).
      generals: 'fixed',
      seed: 'layout',
    })) as unknown as { game: { id: string } };
    gameId = made.game.id;
  });
  after(async () => {
    await web?.close();
  });

  /** Each page as a person sees it, with what makes it widest shown (results, a list, a game). */
  const PAGES: readonly { hash: string; ready: string; prepare?: () => Promise<void> }[] = [
    {
      hash: 'odds',
      ready: 'odds',
      prepare: async () => {
        await web.page.fill('#dice', '12');
        await web.page.fill('#discipline', '6');
        await web.page.click('#odds-form button[type="submit"]');
        await web.page.waitForSelector('#odds-hits tbody tr');
      },
    },
    {
      hash: 'forces',
      ready: 'forces',
      prepare: async () => {
        await web.page.waitForSelector('#saved-lists option', { state: 'attached' });
        await web.page.click('#force-load');
        await web.page.waitForSelector('#bg-0-unit-1-level');
        await web.page.click('#force-export-text');
        await web.page.waitForSelector('#force-text');
      },
    },
    { hash: 'play', ready: 'play' },
    { hash: 'replays', ready: 'replays' },
    { hash: 'rules', ready: 'rules' },
  ];

  for (const screen of SCREENS) {
    it(`nothing overflows sideways and every control lies in the window at ${screen.name}`, async () => {
      const { page } = web;
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const pages = [
        ...PAGES,
        { hash: `play/${gameId}`, ready: 'play' },
        { hash: `replays/${gameId}`, ready: 'replays' },
      ];
      for (const { hash, ready, prepare } of pages) {
        await page.goto(`${web.server.url}/#/${hash}`);
        await page.waitForSelector(`main[data-ready="${ready}"]`);
        await prepare?.();
        const seen = await overflow(page);
        assert.ok(
          seen.scrollWidth <= seen.innerWidth,
          `#/${hash} at ${screen.name}: scroll width ${seen.scrollWidth} > ${seen.innerWidth}: ${seen.wide.join(', ')}`,
        );
        const outside = (await controls(page)).filter((c) => !c.inside).map((c) => c.name);
        assert.deepEqual(outside, [], `#/${hash} at ${screen.name}: controls outside the window`);
      }
    });
  }

  for (const { hash } of [{ hash: 'forces' }, { hash: 'odds' }, { hash: 'replays' }]) {
    it(`Tab reaches every control of #/${hash}, in the order they are shown`, async () => {
      const { page } = web;
      await page.setViewportSize({ width: SCREENS[0].width, height: SCREENS[0].height });
      await web.open(hash);
      const order = await tabOrder(page);
      const shown = (await controls(page)).map((c) => c.name);
      assert.deepEqual(order, shown);
    });
  }

  it('Tab reaches the search box and status filter of #/rules, which filter as one types', async () => {
    const { page } = web;
    await web.open('rules');
    const order = await tabOrder(page);
    assert.deepEqual(order, ['rules-search', 'rules-status']);
    await page.focus('#rules-search');
    await page.keyboard.type('surrendering');
    await page.waitForFunction(() =>
      /^1 of /.test(document.querySelector('#rules-count')?.textContent ?? ''),
    );
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'rules-status');
  });

  it('builds a force with the keyboard alone: Enter and Space press the buttons, and removing keeps the focus in place', async () => {
    const { page } = web;
    await web.open('forces');
    await page.focus('#force-name');
    await page.keyboard.type('Keyboard Rifles');
    await page.focus('#add-battlegroup');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#bg-0-add');
    assert.equal(await focused(page), 'add-battlegroup', 'the focus stays on Add battlegroup');
    await page.focus('#bg-0-add');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#bg-0-unit-1');
    assert.equal(await focused(page), 'bg-0-add', 'the focus stays on Add unit');

    await page.focus('#bg-0-unit-0-remove');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#bg-0-unit-1') === null);
    assert.equal(await focused(page), 'bg-0-unit-0-remove', 'the next unit’s Remove');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('#bg-0-unit-0') === null);
    assert.equal(await focused(page), 'bg-0-add-unit', 'no unit left: the Unit to add');

    await page.focus('button[aria-label="Remove battlegroup 1"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#bg-0-add') === null);
    assert.equal(await focused(page), 'add-battlegroup-kind');
  });

  it('rulebook p.52 Force Scale: the Play set-up offers the lists of the chosen Force Scale, saved and bundled samples', async () => {
    const { page } = web;
    await web.open('play');
    const offered = (id: string) =>
      page.$$eval(`#${id} option`, (os) => os.map((o) => o.textContent ?? ''));
    await page.selectOption('#scale', 'skirmish');
    const skirmish = [
      'Layout Rifles (Crown, skirmish, saved)',
      'The Lionhearts Vanguard (sample Skirmish force) (skirmish, bundled sample)',
      'Eisenwall Vorhut (sample Skirmish force) (skirmish, bundled sample)',
    ];
    assert.deepEqual(await offered('force-a'), skirmish);
    assert.deepEqual(await offered('force-b'), skirmish);
    assert.equal(
      await page.inputValue('#force-a'),
      (await page.getAttribute('#force-a option', 'value')) ?? '',
    );
    assert.equal(
      await page.inputValue('#force-b'),
      (await page.getAttribute('#force-b option:nth-child(2)', 'value')) ?? '',
    );
    await page.selectOption('#scale', 'cataclysm');
    assert.deepEqual(await offered('force-a'), [
      'The Lionhearts Host (sample Cataclysm force) (cataclysm, bundled sample)',
      'Eisenwall Heerschar (sample Cataclysm force) (cataclysm, bundled sample)',
    ]);
    await page.selectOption('#scale', 'battle');
    assert.deepEqual(await offered('force-b'), [
      'The Lionhearts (sample Battle force) (battle, bundled sample)',
      'Eisenwall (sample Battle force) (battle, bundled sample)',
    ]);
    assert.equal(await page.inputValue('#force-b'), 'sample:imperium-battle.json');
  });

  it('opens a replay from the list with Enter, and the focus moves to its heading', async () => {
    const { page } = web;
    await web.open('replays');
    await page.focus(`tr[data-game="${gameId}"] a`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('main[data-ready="replays"] #replay-step');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    assert.match((await page.textContent('main h2')) ?? '', /^Replay: /);
  });
});
