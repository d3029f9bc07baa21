import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { type GameJson, json, openGame } from './play-driver.js';
import {
  DECISION_LIMIT,
  type PlayFlowFixture,
  decideByApi,
  newGame,
  playFlowFixture,
} from './play-flow-fixture.js';

const skip = browserSkipReason();

describe('the Play page’s game flow, in a browser: the end of a game', { skip }, () => {
  let flow: PlayFlowFixture;
  before(async () => {
    flow = await playFlowFixture();
  });
  after(async () => {
    await flow?.close();
  });

  it('shows the end of the game: the winner, Victory Points, Rounds, and a link to its replay', async () => {
    const { page } = flow;
    const base = flow.server().url;
    const id = await newGame(base, 'play-flow-end');
    let game = await json<GameJson>(base, 'GET', `/api/games/${id}?side=a`);
    for (let i = 0; i < DECISION_LIMIT && game.decision !== undefined; i++) {
      await decideByApi(base, game);
      game = await json<GameJson>(base, 'GET', `/api/games/${id}?side=a`);
    }
    assert.ok(game.over, 'the game is over');
    const result = game.view.result ?? assert.fail('a result');
    await openGame(page, base, id);
    await page.waitForSelector('#game-result');
    assert.equal(await page.getAttribute('#game-result', 'data-winner'), result.winner);
    assert.equal(
      await page.getAttribute('#game-result', 'data-devastating'),
      String(result.devastating),
    );
    const verdict = (await page.textContent('#game-verdict')) ?? '';
    assert.match(
      verdict,
      result.winner === 'draw' ? /^A draw/ : new RegExp(`^General ${result.winner.toUpperCase()} `),
    );
    assert.equal(await page.getAttribute('#game-result-vp', 'data-a'), String(result.vp.a));
    assert.equal(await page.getAttribute('#game-result-vp', 'data-b'), String(result.vp.b));
    assert.match(
      (await page.textContent('#game-result-rounds')) ?? '',
      new RegExp(`^${game.view.round} of ${game.setup.rounds}$`),
    );
    await page.click('#game-replay-link');
    await page.waitForSelector('main[data-ready="replays"] #replay-step');
    assert.match(page.url(), new RegExp(`#/replays/${id}$`));
    assert.match(
      (await page.textContent('#replay-step')) ?? '',
      new RegExp(`^Step ${game.index} of ${game.index}$`),
    );
  });
});
