import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSkipReason } from './browser.js';
import { type ShownGame, gameAtMovementStep } from './movement-step.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();
const SEED = 'the table in a browser';

describe('the Play page’s range rings, in a browser', { skip }, () => {
  let web: WebFixture;
  let game: ShownGame;
  let mover: string;
  before(async () => {
    web = await webFixture();
    game = await gameAtMovementStep(web.server.url, SEED);
    const advance = game.decision?.constraints?.find((c) => c.kind === 'advance');
    assert.ok(advance !== undefined);
    mover = advance.unit;
    await web.page.goto(`${web.server.url}/#/play/${game.id}`);
    await web.page.waitForSelector('main[data-ready="play"] #battlefield');
  });
  after(async () => {
    await web?.close();
  });

  it('rulebook p.13 Ranges, p.17 Check Range: the selected unit’s rings of Short and Long Range, one pair per distinct Ranged row, agree with the server’s range bands', async () => {
    const { page } = web;
    await page.selectOption('#inspect-unit', mover);
    await page.waitForSelector('#sight-overlay path.range-ring');
    const answer = await fetch(
      `${web.server.url}/api/games/${game.id}/sight?side=${game.side}&unit=${mover}`,
    );
    const sight = (await answer.json()) as {
      weapons: { short: number; long: number }[];
      targets: {
        unit: string;
        range: string;
        toward: [number, number];
        weapon?: { short: number; long: number };
      }[];
    };
    const pairs = new Set(sight.weapons.map((w) => `${w.short}/${w.long}`));
    assert.ok(pairs.size > 0, 'the unit has a Ranged row');
    assert.equal(await page.locator('#sight-overlay path.range-ring').count(), 2 * pairs.size);
    const depth = game.setup.battlefield.depth;
    for (const target of sight.targets) {
      if (target.weapon === undefined) continue;
      // A model whose centre lies within a ring is within that range; one beyond Long Range is outside its ring.
      const inside = (band: string, range: number) =>
        page.$eval(
          `#sight-overlay path.range-ring-${band}[data-range="${range}"]`,
          (ring, point) => (ring as SVGPathElement).isPointInFill(new DOMPoint(point[0], point[1])),
          [target.toward[0], depth - target.toward[1]],
        );
      if (await inside('short', target.weapon.short)) assert.equal(target.range, 'short');
      if (target.range === 'beyond')
        assert.equal(await inside('long', target.weapon.long), false, target.unit);
    }
    const title = (await page.textContent('#sight-overlay path.range-ring-short title')) ?? '';
    assert.match(title, /^Short Range \d+" \(against /);
  });
});
