import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { type GameJson, json, settled, shownIndex } from './play-driver.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();

/** Four spots of a Skirmish's 36" by 48" battlefield for Supply Drop's markers (rulebook p.60: each more than 8" from the zones and the others). */
const SAMPLE_SPOTS: readonly (readonly [number, number])[] = [
  [4.5, 21.5],
  [13.5, 26.5],
  [22.5, 21.5],
  [31.5, 26.5],
];

/** The options of the games API's answer the test reads besides the game. */
type Created = GameJson & { readonly clash: string };

describe('the Play page: the card draws of rulebook pp.56-57, in a browser', { skip }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
  });
  after(async () => {
    await web?.close();
  });

  it('rulebook p.56 Select a Clash and p.57 Deploy Forces: a hot-seat Skirmish set up with the Clash chosen and General A drawn; the draw the engine makes shown, the Clash chosen as a decision of its winner, then General A decided and a zone claimed, all from the keyboard', async () => {
    await web.open('play');
    const { page } = web;
    await page.selectOption('#scale', 'skirmish');
    await page.selectOption('#clash', 'chosen');
    await page.selectOption('#generals', 'drawn');
    await page.selectOption('#opponent', 'hotseat');
    await page.focus('#create-game');
    await page.keyboard.press('Enter');

    // The draw for the Clash, made by the engine: its winner's decision, by the keyboard (rulebook p.56).
    await page.waitForSelector('main[data-ready="play"] #clash-choice');
    assert.equal(await page.getAttribute('#game-summary', 'data-stage'), 'clash');
    const draw = (await page.textContent('#clash-draw')) ?? '';
    assert.match(
      draw,
      /drew .* \(Value \d+\), .* drew .* \(Value \d+\)\. .* drew the highest card and chooses the Clash\./,
    );
    assert.deepEqual(
      await page
        .locator('#clash-offered option')
        .evaluateAll((options) => options.map((o) => o.textContent)),
      [
        'Pitched Battle',
        'Supply Drop',
        'Lord of the Manor',
        'Find the Lady',
        'Flanking Manoeuvres',
      ],
    );
    const id = /#\/play\/([^/]+)$/.exec(page.url())?.[1];
    assert.ok(id !== undefined);
    const drawn = await json<Created>(web.server.url, 'GET', `/api/games/${id}?side=a`);
    const drawWinner = drawn.view.clashDraw?.winner === 'b' ? 'b' : 'a';
    assert.ok(draw.includes(`${drawn.setup.generals[drawWinner].name} drew the highest card`));
    let before = await shownIndex(page);
    await page.focus('#clash-offered');
    await page.selectOption('#clash-offered', 'supplyDrop');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'clash-choose');
    await page.keyboard.press('Enter');
    await settled(page, before);
    const game = await json<Created>(web.server.url, 'GET', `/api/games/${id}?side=a`);
    assert.equal(game.clash, 'supplyDrop');
    assert.equal(game.view.clashDraw?.clash, 'supplyDrop');
    // The draw and the Clash chosen are shown with the game.
    assert.match(
      (await page.textContent('#clash-chosen')) ?? '',
      /drew the highest card and chose Supply Drop\./,
    );

    // rulebook p.57: the draw for General A is shown, and its winner decides.
    assert.equal(await page.getAttribute('#game-summary', 'data-stage'), 'generals');
    assert.match(
      (await page.textContent('#generals-draw')) ?? '',
      /drew the highest card and decides who is General A/,
    );
    const winner = game.view.generals?.winner;
    assert.ok(winner !== undefined);
    const generalB = page.locator('#decision button[data-kind="chooseGeneral"]', {
      hasText: 'I am General B',
    });
    before = await shownIndex(page);
    await generalB.focus();
    await page.keyboard.press('Enter');
    await settled(page, before);

    // rulebook p.60 Supply Drop: the markers are placed in turns, General A first, by typed points.
    assert.equal(await page.getAttribute('#game-summary', 'data-stage'), 'supplyDrop');
    for (const [x, y] of SAMPLE_SPOTS) {
      assert.match((await page.textContent('#supply-drop')) ?? '', /placed, in turns/);
      before = await shownIndex(page);
      await page.fill('#place-x', String(x));
      await page.fill('#place-y', String(y));
      await page.focus('#place-button');
      await page.keyboard.press('Enter');
      await settled(page, before);
    }
    const placed = await json<Created>(web.server.url, 'GET', `/api/games/${id}?side=a`);
    assert.deepEqual(
      placed.setup.objectives?.map((o) => o.at),
      SAMPLE_SPOTS,
    );

    // The other General is General A and claims the zone the setup gave the winner.
    const other = winner === 'a' ? 'b' : 'a';
    const edge = game.setup.generals[winner].rearEdge;
    assert.equal(
      await page.textContent('#generals-decided'),
      `${game.setup.generals[other].name} is General A and deploys first, and claims a Deployment Zone.`,
    );
    before = await shownIndex(page);
    await page
      .locator('#decision button[data-kind="claimZone"]', { hasText: `along the ${edge} edge` })
      .focus();
    await page.keyboard.press('Enter');
    await settled(page, before);
    assert.equal(await page.getAttribute('#game-summary', 'data-stage'), 'deployment');
    assert.match(
      (await page.textContent('#generals-decided')) ?? '',
      new RegExp(`in the Deployment Zone along the ${edge} edge\\.`),
    );
    assert.match((await page.textContent('#game-summary')) ?? '', /You areGeneral A: /);
    const claimed = await json<Created>(web.server.url, 'GET', `/api/games/${id}?side=${other}`);
    assert.equal(claimed.setup.generals[other].rearEdge, edge);
  });
});
