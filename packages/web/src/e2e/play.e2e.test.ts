import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();

const crown = {
  format: 'warroom.force-list/1',
  name: 'Skirmish Rifles',
  faction: 'Crown',
  forceScale: 'skirmish',
  battlegroups: [
    {
      battlegroup: 'crown-faction-battlegroup',
      units: [
        { unit: 'rifle-command-platoon', level: 'basic' },
        { unit: 'rifle-platoon', level: 'basic' },
      ],
    },
  ],
};
const imperium = {
  format: 'warroom.force-list/1',
  name: 'Skirmish Grenadiers',
  faction: 'Imperium',
  forceScale: 'skirmish',
  battlegroups: [
    {
      battlegroup: 'imperium-faction-battlegroup',
      units: [
        { unit: 'grenadier-command-company', level: 'basic' },
        { unit: 'grenadier-company', level: 'basic' },
      ],
    },
  ],
};

interface GameJson {
  readonly index: number;
  readonly setup: { readonly generals: { readonly a: { readonly zone: [number, number][] } } };
  readonly view: { readonly stage: string };
}

describe('the Play page, in a browser', { skip }, () => {
  let web: WebFixture;
  before(async () => {
    web = await webFixture();
    for (const list of [crown, imperium]) {
      const answer = await fetch(`${web.server.url}/api/forces`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(list),
      });
      const saved = (await answer.json()) as { report: { valid: boolean; errors: unknown } };
      assert.equal(answer.status, 201);
      assert.ok(saved.report.valid, JSON.stringify(saved.report.errors));
    }
  });
  after(async () => {
    await web?.close();
  });

  it('sets up a Skirmish against the bot, deploys by clicking in the zone, reaches the Activation Phase, and survives a reload', async () => {
    await web.open('play');
    const { page } = web;
    await page.selectOption('#scale', 'skirmish');
    // The first force is General A (the card draw of p.57 is the default).
    await page.selectOption('#generals', 'fixed');
    await page.selectOption('#force-a', { label: 'Skirmish Rifles (Crown, skirmish, saved)' });
    await page.selectOption('#force-b', {
      label: 'Skirmish Grenadiers (Imperium, skirmish, saved)',
    });
    await page.selectOption('#opponent', 'heuristic');
    await page.click('#create-game');
    await page.waitForSelector('#battlefield');
    const match = /#\/play\/([^/]+)$/.exec(page.url());
    assert.ok(match?.[1] !== undefined, `the game id is in the hash: ${page.url()}`);
    const id = match[1];
    const game = (await (await fetch(`${web.server.url}/api/games/${id}`)).json()) as GameJson;
    const zone = game.setup.generals.a.zone;
    const xs = zone.map((p) => p[0]);
    const ys = zone.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];

    // The battlefield is drawn: terrain, both zones, objectives.
    assert.ok((await page.locator('#battlefield .terrain').count()) > 0);
    assert.equal(await page.locator('#battlefield .zone').count(), 2);

    /** Clicks the battlefield at a point of it (inches, y northwards). */
    async function clickAt(x: number, y: number): Promise<void> {
      const svg = page.locator('#battlefield');
      const box = await svg.boundingBox();
      const width = Number(await svg.getAttribute('data-width'));
      const depth = Number(await svg.getAttribute('data-depth'));
      assert.ok(box !== null);
      await svg.click({
        position: {
          x: ((x + 1) / (width + 2)) * box.width,
          y: ((depth - y + 1) / (depth + 2)) * box.height,
        },
      });
    }

    let refused = 0;
    let placed = 0;
    for (let step = 0; step < 30; step += 1) {
      const stage = await page.getAttribute('#game-summary', 'data-stage');
      if (stage === 'activation') break;
      const before = await page.getAttribute('#game-summary', 'data-index');
      if ((await page.locator('#placement').count()) > 0) {
        // Deploy the next unit in the middle band of the zone, spread out along it.
        const x = x0 + ((x1 - x0) * (2 + 3 * placed)) / 12;
        const y = (y0 + y1) / 2 + (refused % 2 === 0 ? 0 : 2);
        await clickAt(x, y);
      } else {
        await page.click('#decision .options button >> nth=0');
      }
      await page
        .waitForFunction(
          (index) =>
            document.querySelector('#game-summary')?.getAttribute('data-index') !== index ||
            document.querySelector('#decision-status.error') !== null,
          before,
          { timeout: 5000 },
        )
        .catch(async (error: unknown) => {
          await page.screenshot({ path: '/tmp/play-fail.png' });
          throw new Error(
            `no answer: ${String(error)}; ${await page.locator('#decision').textContent()}`,
          );
        });
      if ((await page.locator('#decision-status.error').count()) > 0) {
        refused += 1;
        placed += 1;
        assert.ok(refused < 5, (await page.locator('#decision-status').textContent()) ?? '');
        assert.match((await page.locator('#decision-status').textContent()) ?? '', /Refused: /);
      } else if ((await page.locator('#battlefield .side-a').count()) > placed) {
        placed = await page.locator('#battlefield .side-a').count();
      }
    }
    assert.equal(await page.getAttribute('#game-summary', 'data-stage'), 'activation');
    assert.match((await page.textContent('#game-phase')) ?? '', /Activation Phase/);
    assert.equal(await page.locator('#battlefield .side-a').count(), 2, 'both units on the table');
    assert.ok((await page.locator('#battlefield .officer').count()) >= 2);
    assert.ok((await page.locator('#game-log > li').count()) >= 4);
    const index = await page.getAttribute('#game-summary', 'data-index');
    const prompt = await page.textContent('#decision-prompt');

    // A reload continues the game: the same decision, the same table.
    await page.reload();
    await page.waitForSelector('main[data-ready="play"] #battlefield');
    assert.equal(await page.getAttribute('#game-summary', 'data-index'), index);
    assert.equal(await page.getAttribute('#game-summary', 'data-stage'), 'activation');
    assert.equal(await page.textContent('#decision-prompt'), prompt);
    assert.equal(await page.locator('#battlefield .side-a').count(), 2);
  });

  it('shows the server’s reason when a placement is illegal', async () => {
    await web.open('play');
    const { page } = web;
    await page.selectOption('#scale', 'skirmish');
    // The first force is General A (the card draw of p.57 is the default).
    await page.selectOption('#generals', 'fixed');
    await page.selectOption('#force-a', { label: 'Skirmish Rifles (Crown, skirmish, saved)' });
    await page.selectOption('#force-b', {
      label: 'Skirmish Grenadiers (Imperium, skirmish, saved)',
    });
    await page.click('#create-game');
    await page.waitForSelector('#placement');
    // The far corner is the other General's side: outside the zone.
    await page.fill('#place-x', '1');
    await page.fill(
      '#place-y',
      String(Number(await page.getAttribute('#battlefield', 'data-depth')) - 1),
    );
    await page.click('#place-button');
    await page.waitForSelector('#decision-status.error');
    assert.match((await page.textContent('#decision-status')) ?? '', /Refused: .*Deployment Zone/);
  });
});
