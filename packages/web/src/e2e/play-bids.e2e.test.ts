import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { pressEnter } from './page-actions.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
const SEED = 1;
/** Decisions the heuristic is let make before Round 2's bids. */
const DECISIONS_TRIED = 200;
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

describe(
  'the Play page: the Initiative bids of Round 2 in hot-seat, in a browser',
  { skip },
  () => {
    const table = hotSeatTable((t) => t.storedGame(skirmish(), SEED, toTheBids()));

    it('rulebook p.20 Determine Initiative: the first bid is placed from the keyboard, a card by its Command; the other General sees only that a card lies face down, then bids; both are revealed in the log', async () => {
      const { page, server, id, problems } = table;
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
