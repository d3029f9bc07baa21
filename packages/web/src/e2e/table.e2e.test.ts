import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkipReason } from './browser.js';
import { shownIndex } from './play-driver.js';
import { type ShownGame, deciding, gameAtMovementStep } from './movement-step.js';
import { type WebFixture, webFixture } from './web-fixture.js';

const skip = browserSkipReason();
const SEED = 'the table in a browser';
/** How far past the Movement Limit the illegal drag goes, in inches. */
const BEYOND_LIMIT = 4;
/** Lengths of a legal Advance straight ahead, tried in order (inches). */
const SHORT_STEPS = [1.5, 1, 2, 0.5];
/** The neighbours of a point, a tenth of an inch away: the drop may land on each of them. */
const NUDGES: readonly (readonly [number, number])[] = [
  [0, 0],
  [0.1, 0],
  [-0.1, 0],
  [0, 0.1],
  [0, -0.1],
];

const VIEWPORT = { width: 1400, height: 2000 };
/** Degrees the facing handle is dragged round, and its distance from the Officer (inches, as the page draws it). */
const QUARTER_TURN = 90;
const HANDLE_REACH = 3;

interface Verdict {
  readonly legal: boolean;
}

/** Where a point of the battlefield (inches, y northwards) is on the screen. */
async function screenPoint(page: Page, at: readonly [number, number]): Promise<[number, number]> {
  const svg = page.locator('#battlefield');
  const box = await svg.boundingBox();
  assert.ok(box !== null);
  const width = Number(await svg.getAttribute('data-width'));
  const depth = Number(await svg.getAttribute('data-depth'));
  return [
    box.x + ((at[0] + 1) / (width + 2)) * box.width,
    box.y + ((depth - at[1] + 1) / (depth + 2)) * box.height,
  ];
}

describe('the Play page’s table: dragging moves, sight overlays, profile cards', { skip }, () => {
  let web: WebFixture;
  let game: ShownGame;
  let mover: string;
  let limit: number;
  before(async () => {
    web = await webFixture();
    game = await gameAtMovementStep(web.server.url, SEED);
    const advance = game.decision?.constraints?.find((c) => c.kind === 'advance');
    assert.ok(advance !== undefined && 'limit' in advance);
    mover = advance.unit;
    limit = advance.limit;
    // The whole battlefield on the screen: the pointer reaches only what is in the viewport.
    await web.page.setViewportSize(VIEWPORT);
    await web.page.goto(`${web.server.url}/#/play/${game.id}`);
    await web.page.waitForSelector('main[data-ready="play"] #battlefield');
  });
  after(async () => {
    await web?.close();
  });

  const officerOf = (unit: string) => {
    const state = game.view.units[unit];
    const officer = state?.models.find((m) => m.id === state.officer);
    assert.ok(officer !== undefined, `${unit} has an Officer on the table`);
    return officer;
  };

  it('rulebook p.17 Target Acquisition: selecting one of the General’s units draws a line to each enemy unit and outlines them by range band, as the server’s sight says, with a legend', async () => {
    const { page } = web;
    await page.selectOption('#inspect-unit', mover);
    await page.waitForSelector('#sight-table tbody tr');
    const answer = await fetch(
      `${web.server.url}/api/games/${game.id}/sight?side=${game.side}&unit=${mover}`,
    );
    const sight = (await answer.json()) as {
      targets: { unit: string; range: string; lineOfSight: string; canTarget: boolean }[];
    };
    assert.ok(sight.targets.length > 0);
    assert.equal(
      await page.locator('#sight-overlay line.sight-line').count(),
      sight.targets.length,
    );
    for (const target of sight.targets) {
      const row = page.locator(`#sight-table tr[data-target="${target.unit}"]`);
      assert.equal(await row.getAttribute('data-range'), target.range);
      assert.equal(await row.getAttribute('data-can-target'), String(target.canTarget));
      const line = page.locator(`#sight-overlay line[data-target="${target.unit}"]`);
      assert.match(
        (await line.getAttribute('class')) ?? '',
        new RegExp(`los-${target.lineOfSight}`),
      );
      const group = page.locator(`#battlefield g.unit[data-unit="${target.unit}"]`);
      assert.equal(await group.getAttribute('data-range'), target.range);
    }
    assert.equal(await page.locator('#sight-legend li').count(), 7);
    assert.match((await page.textContent('#sight-legend')) ?? '', /Clear Line of Sight/);
  });

  it('rulebook p.13 Unit Profiles: clicking an enemy unit on the battlefield shows its profile card (attributes, Armaments Grid, special rules, models left, Damage, Statuses)', async () => {
    const { page } = web;
    const enemy = Object.values(game.view.units).find(
      (u) => u.side !== game.side && u.deployed && u.models.length > 0,
    );
    assert.ok(enemy !== undefined);
    const officer = officerOf(enemy.id);
    const [x, y] = await screenPoint(page, [officer.x, officer.y]);
    await page.mouse.click(x, y);
    await page.waitForSelector(`#profile-card[data-unit="${enemy.id}"]`);
    const profile = [...game.setup.generals.a.units, ...game.setup.generals.b.units].find(
      (u) => u.id === enemy.id,
    );
    assert.ok(profile !== undefined);
    const card = (await page.textContent('#profile-card')) ?? '';
    assert.match(card, new RegExp(profile.name));
    assert.match(card, new RegExp(`Speed${profile.speed}"`));
    assert.match(card, new RegExp(`Models${enemy.models.length} of ${profile.models}`));
    assert.match(
      card,
      new RegExp(`Damage${enemy.damage} \\(Damage Limit ${profile.damageLimit}\\)`),
    );
    assert.match(card, /Special Rules: /);
    assert.equal(
      await page.locator('#profile-card table.armaments tbody tr').count(),
      profile.armaments.rows.length,
    );
    assert.equal(await page.inputValue('#inspect-unit'), enemy.id);
    // An enemy unit's sight is not shown: only the General's own units'.
    assert.equal(await page.locator('#sight-overlay').count(), 0);
  });

  it('rulebook p.16 Unit Movement: dragging the handle in front of the moving unit turns its facing, drawn turned and checked by the dry run where it stands', async () => {
    const { page } = web;
    await page.selectOption('#place-kind', { label: 'Advance' });
    const officer = officerOf(mover);
    const facing = Number(await page.inputValue('#place-facing'));
    await page.waitForSelector('#facing-handle');
    assert.equal(await page.getAttribute('#facing-control', 'data-facing'), String(facing));
    const box = await page.locator('#facing-handle').boundingBox();
    assert.ok(box !== null);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // A quarter turn to the left: the pointer 3" from the Officer at facing + 90 degrees.
    const turned = ((facing + QUARTER_TURN) * Math.PI) / 180;
    const [tx, ty] = await screenPoint(page, [
      officer.x + HANDLE_REACH * Math.cos(turned),
      officer.y + HANDLE_REACH * Math.sin(turned),
    ]);
    await page.mouse.move(tx, ty, { steps: 5 });
    await page.mouse.up();
    const degrees = Number(await page.inputValue('#place-facing'));
    // The angle between the facing shown and a quarter turn from the first, whichever way round.
    const apart = Math.abs(((((degrees - facing - QUARTER_TURN) % 360) + 540) % 360) - 180);
    assert.ok(apart <= 2, `${degrees} is a quarter turn from ${facing}`);
    assert.equal(await page.getAttribute('#facing-control', 'data-facing'), String(degrees));
    assert.match(
      (await page.getAttribute(`g.unit[data-unit="${mover}"]`, 'transform')) ?? '',
      /^rotate\(/,
    );
    await page.waitForFunction(
      (at) => document.querySelector('#move-readout')?.textContent?.startsWith(`To (${at})`),
      `${officer.x}, ${officer.y}`,
    );
    assert.equal(await shownIndex(page), String(game.index), 'turning sends nothing');
    // Back to the facing the next test moves with.
    await page.fill('#place-facing', String(facing));
  });

  it("rulebook p.16 Moving a Unit: a move broken into legs (a point added as a leg, or a Shift-click) is measured leg by leg by the dry run, the path's length their sum", async () => {
    const { page } = web;
    await page.selectOption('#place-kind', { label: 'Advance' });
    const officer = officerOf(mover);
    const tenth = (n: number) => Math.round(n * 10) / 10;
    const leg: [number, number] = [tenth(officer.x + 1), tenth(officer.y)];
    const end: [number, number] = [leg[0], tenth(leg[1] + 1)];
    await page.fill('#place-x', String(leg[0]));
    await page.fill('#place-y', String(leg[1]));
    await page.click('#place-add-leg');
    assert.equal(await page.textContent('#place-legs'), `through (${leg.join(', ')})`);
    await page.fill('#place-x', String(end[0]));
    await page.fill('#place-y', String(end[1]));
    const length =
      Math.hypot(leg[0] - officer.x, leg[1] - officer.y) +
      Math.hypot(end[0] - leg[0], end[1] - leg[1]);
    await page.waitForFunction(
      (start) => document.querySelector('#move-readout')?.textContent?.startsWith(start),
      `To (${end.join(', ')}): Path ${length.toFixed(1)}", Movement Limit ${limit.toFixed(1)}"`,
    );
    const [sx, sy] = await screenPoint(page, [officer.x - 1, officer.y]);
    await page.keyboard.down('Shift');
    await page.mouse.click(sx, sy);
    await page.keyboard.up('Shift');
    assert.match((await page.textContent('#place-legs')) ?? '', /^through \(.+\), then \(.+\)$/);
    assert.equal(await shownIndex(page), String(game.index), 'a leg added sends nothing');
    await page.click('#place-clear-legs');
    assert.equal(await page.textContent('#place-legs'), 'none: one straight move');
    await page.fill('#place-x', '');
    await page.fill('#place-y', '');
  });

  it('rulebook p.16 Unit Movement: a point typed, then a drag, past the Movement Limit shows the server’s reason; dragging it on to a legal point shows it legal, and dropping it makes the Advance', async () => {
    const { page } = web;
    const officer = officerOf(mover);
    const facing = Number(await page.inputValue('#place-facing'));
    const radians = (facing * Math.PI) / 180;
    const ahead = (d: number): [number, number] => [
      Math.round((officer.x + d * Math.cos(radians)) * 10) / 10,
      Math.round((officer.y + d * Math.sin(radians)) * 10) / 10,
    ];
    const check = async (at: readonly [number, number]) => {
      const answer = await fetch(`${web.server.url}/api/games/${game.id}/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          side: game.side,
          index: game.index,
          choice: { kind: 'advance', at, facing },
        }),
      });
      return ((await answer.json()) as Verdict).legal;
    };
    let legal: [number, number] | undefined;
    for (const d of SHORT_STEPS) {
      const at = ahead(d);
      const around = await Promise.all(NUDGES.map((n) => check([at[0] + n[0], at[1] + n[1]])));
      if (around.every(Boolean)) {
        legal = at;
        break;
      }
    }
    assert.ok(legal !== undefined, 'a short Advance straight ahead is legal');

    await page.selectOption('#place-kind', { label: 'Advance' });
    // The keyboard's route: a point typed in x and y gets the same dry run as a drag.
    const far = ahead(limit + BEYOND_LIMIT);
    await page.fill('#place-x', String(far[0]));
    await page.fill('#place-y', String(far[1]));
    await page.waitForSelector('#move-readout[data-legal="false"]');
    assert.match(
      (await page.textContent('#move-readout')) ?? '',
      new RegExp(`^To \\(${far[0]}, ${far[1]}\\): .*not legal: `),
    );
    const [sx, sy] = await screenPoint(page, [officer.x, officer.y]);
    await page.mouse.move(sx, sy);
    await page.mouse.down();
    const [fx, fy] = await screenPoint(page, far);
    await page.mouse.move(fx, fy, { steps: 4 });
    await page.waitForSelector('#move-readout[data-legal="false"]');
    const refusal = (await page.textContent('#move-readout')) ?? '';
    assert.match(refusal, new RegExp(`Movement Limit ${limit.toFixed(1)}"`));
    assert.match(refusal, /not legal: .+\(rulebook p\.\d+/);
    assert.equal(await page.locator('#move-path.illegal').count(), 1);

    const [lx, ly] = await screenPoint(page, legal);
    await page.mouse.move(lx, ly);
    await page.waitForSelector('#move-readout[data-legal="true"]');
    const readout = (await page.textContent('#move-readout')) ?? '';
    assert.match(readout, /: legal$/);
    const to = /^To \(([-\d.]+), ([-\d.]+)\)/.exec(readout);
    assert.ok(to?.[1] !== undefined && to[2] !== undefined, readout);
    await page.mouse.up();
    await page.waitForFunction(
      (index) => document.querySelector('#game-summary')?.getAttribute('data-index') !== index,
      String(game.index),
    );
    const after = await deciding(web.server.url, game.id);
    const moved = after.view.units[mover];
    const officerAfter = moved?.models.find((m) => m.id === moved.officer);
    assert.deepEqual([officerAfter?.x, officerAfter?.y], [Number(to[1]), Number(to[2])]);
  });
});
