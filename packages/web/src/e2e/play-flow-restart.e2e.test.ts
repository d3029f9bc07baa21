import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import {
  type GameJson,
  clickOption,
  json,
  openGame,
  placeOnPage,
  shownIndex,
} from './play-driver.js';
import {
  type PlayFlowFixture,
  botChoice,
  decideByApi,
  newGame,
  playFlowFixture,
} from './play-flow-fixture.js';

const skip = browserSkipReason();

describe('the Play page’s game flow, in a browser: a server restarted', { skip }, () => {
  let flow: PlayFlowFixture;
  before(async () => {
    flow = await playFlowFixture();
  });
  after(async () => {
    await flow?.close();
  });

  it('goes on after the server restarts on the same data directory', async () => {
    const { page } = flow;
    const first = flow.server().url;
    const id = await newGame(first, 'play-flow-restart');
    for (let i = 0; i < 3; i++)
      await decideByApi(first, await json<GameJson>(first, 'GET', `/api/games/${id}?side=a`));
    await openGame(page, first, id);
    const index = await shownIndex(page);
    await flow.restart();
    const base = flow.server().url;
    await openGame(page, base, id);
    assert.equal(await shownIndex(page), index, 'the same game, at the same decision');
    const game = await json<GameJson>(base, 'GET', `/api/games/${id}?side=a`);
    const at = game.decision?.index ?? assert.fail('A decides');
    assert.equal(String(at), index);
    const choice = botChoice(game);
    if (choice.at !== undefined) {
      const kinds = (game.decision?.constraints ?? []).findIndex((c) => c.kind === choice.kind);
      await placeOnPage(page, kinds, { ...choice, at: choice.at, facing: choice.facing ?? 0 });
    } else {
      await clickOption(page, game, choice);
    }
    assert.ok(Number(await shownIndex(page)) > at, 'the decision was taken');
  });
});
