import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';
import { type PlayFlowFixture, botChoice, newGame, playFlowFixture } from './play-flow-fixture.js';

const skip = browserSkipReason();

describe('the Play page’s game flow, in a browser: the bot’s turn played out', { skip }, () => {
  let flow: PlayFlowFixture;
  before(async () => {
    flow = await playFlowFixture();
  });
  after(async () => {
    await flow?.close();
  });

  it('plays the bot’s turn out step by step, and “Skip” shows the rest at once', async () => {
    const { page } = flow;
    const base = flow.server().url;
    const id = await newGame(base, 'play-flow-pace');
    await openGame(page, base, id, '600');
    const game = await json<GameJson>(base, 'GET', `/api/games/${id}?side=a`);
    const index = game.decision?.index ?? assert.fail('A deploys first');
    const choice = botChoice(game);
    assert.equal(choice.kind, 'deploy');
    const before = await shownIndex(page);
    await page.selectOption('#place-unit', choice.unit ?? '');
    await page.fill('#place-facing', String(choice.facing));
    await page.fill('#place-x', String(choice.at?.[0]));
    await page.fill('#place-y', String(choice.at?.[1]));
    await page.click('#place-button');
    await page.waitForSelector('#playback #playback-skip');
    await page.click('#playback-skip').catch(() => undefined); // it may be over already
    await settled(page, before);
    const after = await json<GameJson>(base, 'GET', `/api/games/${id}?side=a`);
    assert.ok(after.index > index + 1, 'the bot decided too');
    assert.equal(await shownIndex(page), String(after.index));
    assert.equal(
      await page.locator('#playback li.playback-decision').count(),
      after.index - index,
      'each decision made is told',
    );
    assert.equal(await page.getAttribute('#playback', 'data-done'), 'true');
  });
});
