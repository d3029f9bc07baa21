import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '@warroom/armoured-clash';
import { skirmishWith } from '@warroom/armoured-clash/testing';
import { browserSkipReason } from './browser.js';
import { hotSeatTable } from './hot-seat-fixture.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** Seed 1 rolls A's Forward Pool of two dice as a Miss and a Heroic Strike. */
const SEED = 1;

/** The skirmish with Forward given to both of A's units (no profile of our data names the rule). */
function forwardSetup(): GameSetup {
  const forward = { rules: [{ name: 'Forward' }] };
  return skirmishWith({ 'a-rifles': forward, 'a-tanks': forward });
}

type Waiting = GameJson & { readonly waitingFor?: { readonly player: string } };

interface LogJson {
  readonly log: readonly { readonly events: readonly { kind: string; text: string }[] }[];
}

describe('the Play page: Forward units (glossary: Forward), in a browser', { skip }, () => {
  const table = hotSeatTable();

  it("glossary: Forward: the units are ticked and chosen from the keyboard; each deploys with the die picked from the Forward Pool, a place its row forbids refused with the engine's message, one it allows made", async () => {
    const { page, server, problems } = table;
    const id = await table.storedGame(forwardSetup(), SEED, []);
    await openGame(page, server.url, id);
    assert.equal(await page.getAttribute('#game-summary', 'data-stage'), 'forward');
    // One box per unit with Forward, not a button per subset.
    assert.equal(await page.locator('#forward-choice input[type="checkbox"]').count(), 2);
    assert.equal(await page.locator('#decision button[data-kind="chooseForward"]').count(), 0);
    for (const box of ['#forward-unit-0', '#forward-unit-1']) {
      await page.focus(box);
      await page.keyboard.press('Space');
    }
    let before = await shownIndex(page);
    await page.focus('#forward-choose');
    await page.keyboard.press('Enter');
    await settled(page, before);

    // B has no unit with Forward: A's pool is rolled, and A deploys the Forward units first.
    const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
    assert.deepEqual(game.view.forward?.chosen, { a: ['a-rifles', 'a-tanks'], b: [] });
    assert.deepEqual(game.view.forward?.pools?.a, ['miss', 'heroicStrike']);
    assert.deepEqual(await page.locator('#place-die option').allTextContents(), [
      'Miss',
      'Heroic Strike',
    ]);
    assert.match(
      (await page.textContent('#place-limits')) ?? '',
      /with a die of your Forward Pool \(Miss, Heroic Strike\)/,
    );

    // A Heroic Strike keeps the unit within its zone (y up to 10"): 14" is refused, as the engine says.
    await page.selectOption('#place-unit', 'a-rifles');
    await page.selectOption('#place-die', 'heroicStrike');
    await page.waitForFunction(() =>
      /entirely within your Deployment Zone/.test(
        document.querySelector('#place-die-rule')?.textContent ?? '',
      ),
    );
    await page.fill('#place-facing', '90');
    await page.fill('#place-x', '10');
    await page.fill('#place-y', '14');
    await page.waitForSelector('#move-readout[data-legal="false"]');
    assert.match(
      (await page.textContent('#move-readout')) ?? '',
      /glossary: Forward \(Heroic Strike\)/,
    );
    await page.click('#place-button');
    await page.waitForSelector('#decision-status.error');
    assert.match((await page.textContent('#decision-status')) ?? '', /^Refused: .*Deployment Zone/);

    // A Miss lets it stand up to 10" outside the zone.
    await page.selectOption('#place-die', 'miss');
    await page.waitForFunction(() =>
      /up to 10" outside your Deployment Zone/.test(
        document.querySelector('#place-die-rule')?.textContent ?? '',
      ),
    );
    await page.waitForSelector('#move-readout[data-legal="true"]');
    before = await shownIndex(page);
    await page.click('#place-button');
    await settled(page, before);
    const log = await json<LogJson>(server.url, 'GET', `/api/games/${id}/log?side=a`);
    const events = log.log.flatMap((entry) => entry.events);
    assert.ok(
      events.some((e) => e.kind === 'forwardDie' && /Miss/.test(e.text)),
      JSON.stringify(events.map((e) => e.text)),
    );
    const deployed = await json<Waiting>(server.url, 'GET', `/api/games/${id}?side=a`);
    const rifles = deployed.view.units['a-rifles'];
    const officer = rifles?.models.find((m) => m.id === rifles.officer);
    assert.deepEqual([officer?.x, officer?.y], [10, 14]);
    // General B deploys next (in turn, rulebook p.57), with no Forward Pool: no die is offered.
    assert.equal(deployed.waitingFor?.player ?? deployed.decision?.player, 'b');
    assert.equal(await page.isHidden('#place-die-field'), true);
    assert.deepEqual(problems, []);
  });
});
