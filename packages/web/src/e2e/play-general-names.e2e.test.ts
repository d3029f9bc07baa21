import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Side } from '@warroom/armoured-clash';
import { SKIRMISH_FORCES } from '@warroom/server/testing';
import { browserSkipReason } from './browser.js';
import { type GameJson, json, openGame } from './play-driver.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();
const SEED = 'general-a-by-the-draw';

/** Makes `choice` in game `id` through the API as General `side`, who must be the one it waits for. */
async function decide(base: string, id: string, side: Side, choice: object): Promise<GameJson> {
  const seen = await json<GameJson>(base, 'GET', `/api/games/${id}?side=${side}`);
  assert.equal(seen.decision?.player, side);
  await json(base, 'POST', `/api/games/${id}/decisions`, {
    side,
    index: seen.decision?.index,
    choice,
  });
  return json<GameJson>(base, 'GET', `/api/games/${id}?side=${side}`);
}

describe('the Play page as the person at the table reads it', { skip }, () => {
  let fixture: WebFixture | undefined;
  const ready = (): WebFixture => fixture ?? assert.fail('the fixture is not ready');
  before(async () => {
    fixture = await webFixture(false);
  });
  after(async () => {
    await fixture?.close();
  });

  it('rulebook p.57 Deploy Forces: once the draw makes the second force General A, the page calls it General A and the first force General B everywhere (You are, log, unit lists, zones)', async () => {
    const { page, server, problems } = ready();
    const base = server.url;
    const { game } = await json<{ game: GameJson }>(base, 'POST', '/api/games', {
      forces: SKIRMISH_FORCES,
      opponent: 'hotseat',
      seed: SEED,
      generals: 'drawn',
    });
    const winner = game.view.generals?.winner ?? assert.fail('a card draw for General A');
    // The winner makes side b General A whichever side won.
    await decide(base, game.id, winner, {
      kind: 'chooseGeneral',
      general: winner === 'a' ? 'B' : 'A',
    });
    const claimed = await decide(base, game.id, 'b', {
      kind: 'claimZone',
      rearEdge: game.setup.generals.b.rearEdge,
    });
    assert.equal(claimed.view.generals?.generalA, 'b');
    assert.equal(claimed.decision?.player, 'b', 'General A deploys first');

    await openGame(page, base, game.id);
    const summary = (await page.textContent('#game-summary')) ?? '';
    assert.match(summary, new RegExp(`You areGeneral A: ${claimed.setup.generals.b.name}`));
    // Deploying, the first Round's Initiative is not given yet (rulebook p.57).
    assert.match((await page.textContent('#game-initiative')) ?? '', /^not yet given/);
    const log = await page.locator('#game-log > li > strong').allTextContents();
    // Newest first: General A's claim, then the winner's choice.
    assert.deepEqual(log, ['2. General A: ', `1. ${winner === 'b' ? 'General A' : 'General B'}: `]);
    const [firstOfA] = claimed.setup.generals.a.units;
    const [firstOfB] = claimed.setup.generals.b.units;
    assert.ok(firstOfA !== undefined && firstOfB !== undefined);
    assert.equal(
      await page.textContent(`#inspect-unit option[value="${firstOfA.id}"]`),
      `General B: ${firstOfA.name}`,
    );
    assert.equal(
      await page.textContent(`#inspect-unit option[value="${firstOfB.id}"]`),
      `General A: ${firstOfB.name}`,
    );
    assert.equal(
      await page.textContent(`#units tr[data-unit="${firstOfA.id}"] td:first-child`),
      'General B',
    );
    assert.equal(await page.textContent('.zone-a title'), "General B's Deployment Zone");
    assert.equal(await page.textContent('.zone-b title'), "General A's Deployment Zone");
    assert.deepEqual(problems, []);
  });

  it('issue 5 a playable digital table: the page loads without a failed request or an error in the console (no icon asked of the server)', async () => {
    const { page, server } = ready();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('requestfailed', (request) => errors.push(`${request.url()} failed`));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.url()}: ${response.status()}`);
    });
    await page.goto('about:blank');
    await page.goto(`${server.url}/#/play`);
    await page.waitForSelector('main[data-ready="play"]');
    // Wait until the page has asked everything it asks on its own.
    await page.waitForLoadState('networkidle');
    assert.deepEqual(errors, []);
  });
});
