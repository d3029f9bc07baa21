import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Decision, GameSetup, PlayerView, Side } from '@warroom/armoured-clash';
import { heuristicPlayer } from '@warroom/bots';
import { browserSkipReason } from './browser.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();
const FORCES = new URL('../../../../data/forces/', import.meta.url);
const list = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(name, FORCES), 'utf8')) as unknown;

interface GameJson {
  readonly id: string;
  readonly side: Side;
  readonly setup: GameSetup;
  readonly view: PlayerView;
  readonly decision?: Decision & { readonly index: number };
}

async function json<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A hot-seat game with `count` decisions, each chosen by the heuristic bot for the General to decide. */
async function hotSeatGame(base: string, count: number): Promise<string> {
  const { game } = await json<{ game: GameJson }>(base, 'POST', '/api/games', {
    forces: { a: { list: list('crown-battle.json') }, b: { list: list('imperium-battle.json') } },
    opponent: 'hotseat',
    // Side a is General A (the card draw of p.57 is the default).
    generals: 'fixed',
    seed: 'replays-page',
  });
  const player = heuristicPlayer();
  for (let i = 0; i < count; i++) {
    let deciding: GameJson | undefined;
    for (const side of ['a', 'b'] as const) {
      const seen = await json<GameJson>(base, 'GET', `/api/games/${game.id}?side=${side}`);
      if (seen.decision !== undefined) deciding = seen;
    }
    assert.ok(deciding?.decision !== undefined, 'someone decides');
    const { index, ...decision } = deciding.decision;
    const choice = player.choose(deciding.setup, deciding.view, decision);
    await json(base, 'POST', `/api/games/${game.id}/decisions`, {
      side: deciding.side,
      index,
      choice,
    });
  }
  return game.id;
}

describe('the Rules and Replays pages, in a browser', { skip }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
  });
  after(async () => {
    await web?.close();
  });

  it('lists the rules with their page and status, and filters them as one types', async () => {
    await web.open('rules');
    const { page } = web;
    const rows = page.locator('tr.rule:visible');
    const all = await rows.count();
    assert.ok(all > 300, `${all} rules`);
    assert.match((await page.textContent('#rules-count')) ?? '', new RegExp(`^${all} of ${all} `));

    await page.focus('#rules-search');
    await page.keyboard.type('surrendering');
    await page.waitForFunction(
      () => !/^(\d+) of \1 /.test(document.querySelector('#rules-count')?.textContent ?? ''),
    );
    assert.equal(await rows.count(), 1);
    const row = rows.first();
    assert.match((await row.textContent()) ?? '', /Ready Phase A: Surrendering the Initiative/);
    assert.match((await row.textContent()) ?? '', /rulebook p\.20/);
    assert.equal(await row.getAttribute('data-status'), 'done');

    // Words in any order, and the status filter.
    await page.fill('#rules-search', 'strike portal');
    assert.ok((await rows.count()) >= 1);
    for (const text of await rows.allTextContents()) assert.match(text.toLowerCase(), /portal/);
    await page.selectOption('#rules-status', 'not yet');
    const notYet = await rows.count();
    assert.ok(notYet >= 1);
    for (const status of await rows.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-status')),
    ))
      assert.equal(status, 'not yet');
    await page.fill('#rules-search', 'no such rule anywhere');
    assert.equal(await rows.count(), 0);
    assert.match((await page.textContent('#rules-count')) ?? '', /^0 of /);
  });

  it('lists a stored game and steps through its decisions with the buttons and the arrow keys', async () => {
    const id = await hotSeatGame(web.server.url, 6);
    await web.open('replays');
    const { page } = web;
    const link = page.locator(`tr[data-game="${id}"] a`);
    assert.match((await link.textContent()) ?? '', / v /);
    // The Clash, the scale and the opponent in the game's words, not the API's ids.
    const cells = await page.locator(`tr[data-game="${id}"] td`).allTextContents();
    assert.deepEqual(cells.slice(0, 3), ['Pitched Battle', 'Battle', 'hot-seat']);
    await link.click();
    await page.waitForSelector('main[data-ready="replays"] #replay-step');
    const step = async () => (await page.textContent('#replay-step')) ?? '';
    const waitStep = (n: number) => page.waitForSelector(`#replay-step[data-step="${n}"]`);
    assert.equal(await step(), 'Step 6 of 6');
    assert.equal(await page.locator('#replay-log > li').count(), 6);
    assert.ok(await page.isDisabled('#replay-forward'));

    await page.click('#replay-back');
    await waitStep(5);
    assert.equal(await step(), 'Step 5 of 6');
    assert.equal(await page.locator('#replay-log > li').count(), 5);

    await page.click('#replay-first');
    await waitStep(0);
    assert.equal(await page.locator('#replay-log > li').count(), 0);
    assert.match((await page.textContent('#replay-round')) ?? '', /^1 of /);
    assert.equal(await page.textContent('#replay-phase'), 'Deployment');
    assert.equal(await page.textContent('#replay-vp'), 'A 0 – B 0');
    assert.ok(await page.isDisabled('#replay-back'));
    const undeployed = await page.locator('#replay-units tbody tr').allTextContents();
    assert.ok(
      undeployed.length > 0 && undeployed.every((row) => /not deployed|in Reserve/.test(row)),
    );

    // The keyboard: right goes forward, left goes back.
    await page.keyboard.press('ArrowRight');
    await waitStep(1);
    await page.keyboard.press('ArrowRight');
    await waitStep(2);
    assert.equal(await step(), 'Step 2 of 6');
    assert.equal(await page.locator('#replay-log > li').count(), 2);
    assert.ok(
      (await page.locator('#replay-units tbody tr').allTextContents()).some((row) =>
        /\(\d/.test(row),
      ),
      'a unit is on the table',
    );
    // rulebook p.57 Deployment: the first choice's fields in the game's words, its place in inches.
    assert.match(
      (await page.locator('#replay-log > li').first().textContent()) ?? '',
      /^General A: (Deploy: Unit [^,]+, At \(\d+\.\d″, \d+\.\d″\), Facing [\d.]+°|Hold in Reserve: Unit )/,
    );
    await page.keyboard.press('ArrowLeft');
    await waitStep(1);
    assert.equal(await page.locator('#replay-log > li').count(), 1);
    await page.click('#replay-forward');
    await waitStep(2);
    await page.keyboard.press('End');
    await waitStep(6);
  });
});
