import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type Choice,
  type GameState,
  applyChoice,
  nextDecision,
  playerView,
  RECORD_FORMAT,
  replay,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from '@warroom/bots';
import { type GameOptions, type RunningServer, createGame, startServer } from '@warroom/server';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, launchChromium } from './browser.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
const SEED = 1;
/** Decisions the heuristic is let make before Round 2's bids. */
const DECISIONS_TRIED = 200;
const OPTIONS: GameOptions = {
  clash: 'pitchedBattle',
  scale: 'skirmish',
  opponent: 'hotseat',
  forces: { a: { name: 'A', faction: 'Crown' }, b: { name: 'B', faction: 'Imperium' } },
  leftOut: { a: [], b: [] },
};
interface LogJson {
  readonly log: readonly {
    readonly side: 'a' | 'b';
    readonly choice: { readonly kind: string; readonly card?: number };
  }[];
}

/** The skirmish's Round 1 played by the heuristic for both Generals, up to the first bid. */
function toTheBids(): Choice[] {
  const setup = skirmish();
  let state: GameState = replay({ format: RECORD_FORMAT, setup, seed: SEED, choices: [] }).state;
  const choices: Choice[] = [];
  const player = heuristicPlayer();
  for (let i = 0; i < DECISIONS_TRIED; i++) {
    const decision = nextDecision(setup, state);
    if (decision === undefined) break;
    if (decision.options.some((o) => o.kind === 'bid')) return choices;
    const choice = player.choose(setup, playerView(state, decision.player), decision);
    state = applyChoice(setup, state, choice).state;
    choices.push(choice);
  }
  throw new Error(`no bid within ${DECISIONS_TRIED} decisions`);
}

const pressEnter = async (page: Page, selector: string) => {
  await page.focus(selector);
  await page.keyboard.press('Enter');
};

describe(
  'the Play page: the Initiative bids of Round 2 in hot-seat, in a browser',
  { skip },
  () => {
    let server: RunningServer;
    let browser: Browser;
    let page: Page;
    let id: string;
    const problems: string[] = [];
    before(async () => {
      server = await startServer({
        database: { kind: 'pglite' },
        port: 0,
        host: '127.0.0.1',
        log: () => undefined,
      });
      ({ id } = await createGame(server.db, { setup: skirmish(), seed: SEED, options: OPTIONS }));
      for (const choice of toTheBids()) {
        const game = await json<GameJson & { waitingFor?: { player: 'a' | 'b' } }>(
          server.url,
          'GET',
          `/api/games/${id}?side=a`,
        );
        await json(server.url, 'POST', `/api/games/${id}/decisions`, {
          side: game.waitingFor?.player ?? 'a',
          index: game.index,
          choice,
        });
      }
      browser = await launchChromium();
      page = await browser.newPage();
      page.on('pageerror', (error) => problems.push(error.message));
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    it('rulebook p.20 Determine Initiative: the first bid is placed from the keyboard, a card by its Command; the other General sees only that a card lies face down, then bids; both are revealed in the log', async () => {
      await openGame(page, server.url, id);
      const first = (await page.getAttribute('#game-summary', 'data-index')) ?? '';
      const waiting = await json<{ waitingFor?: { player: 'a' | 'b' } }>(
        server.url,
        'GET',
        `/api/games/${id}?side=a`,
      );
      const side = waiting.waitingFor?.player ?? 'a';
      const bidder = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=${side}`);
      const other = side === 'a' ? 'b' : 'a';
      assert.equal(await page.textContent('#game-bids'), 'General A: not yet; General B: not yet');
      const bids = (bidder.decision?.options ?? []).filter((o) => o.kind === 'bid');
      assert.ok(bids.length > 0);
      const at = bidder.decision?.options.indexOf(bids[0]!) ?? -1;
      assert.match((await page.textContent(`#decision button[data-option="${at}"]`)) ?? '', /^Bid/);
      await pressEnter(page, `#decision button[data-option="${at}"]`);
      await settled(page, first);
      // Hot-seat: the page serves the other General now, who sees a card face down, not which.
      const placedBy = (s: 'a' | 'b') => (s === side ? 'a card, face down' : 'not yet');
      assert.equal(
        await page.textContent('#game-bids'),
        `General A: ${placedBy('a')}; General B: ${placedBy('b')}`,
      );
      const seen = await json<LogJson>(server.url, 'GET', `/api/games/${id}/log?side=${other}`);
      assert.deepEqual(seen.log.at(-1)?.choice, { kind: 'bid' });
      const placed = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=${other}`);
      const answer = (placed.decision?.options ?? []).findIndex((o) => o.kind === 'bid');
      const second = await shownIndex(page);
      await pressEnter(page, `#decision button[data-option="${answer}"]`);
      await settled(page, second);
      assert.equal(await page.locator('#game-bids').count(), 0, 'the bids are over');
      const revealed = await json<LogJson>(server.url, 'GET', `/api/games/${id}/log?side=${other}`);
      assert.deepEqual(
        revealed.log.slice(-2).map((e) => e.choice.kind),
        ['bid', 'bid'],
      );
      const mine = await json<LogJson>(server.url, 'GET', `/api/games/${id}/log?side=${side}`);
      assert.equal(typeof mine.log.at(-2)?.choice.card, 'number', 'a General sees their own bid');
      const events = await page.textContent('#game-log');
      assert.match(events ?? '', /Initiative/, 'the bids’ outcome is in the log');
      assert.deepEqual(problems, []);
    });
  },
);
