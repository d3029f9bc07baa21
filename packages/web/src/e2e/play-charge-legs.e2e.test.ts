import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ArmyUnit, Choice, GameSetup } from '@warroom/armoured-clash';
import { OPENING_CHOICES, skirmish } from '@warroom/armoured-clash/testing';
import { type GameOptions, type RunningServer, createGame, startServer } from '@warroom/server';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, launchChromium } from './browser.js';
import { type GameJson, json, openGame, settled, shownIndex } from './play-driver.js';

const skip = browserSkipReason();
/** A's rifles fast enough to Charge B's rank 23" away at the start (twice 12": 24"). */
const CHARGING_SPEED = 12;
/** Where A's rifles' Officer touches B's rank, facing 90 (B's Officer deployed at (10, 30), facing them). */
const CHARGE_AT: readonly [number, number] = [10, 29];
/** A leg's end the Charge may pass (23.35" in all), and one too far out (24.35"). */
const WITHIN: readonly [number, number] = [12, 17.5];
const BEYOND: readonly [number, number] = [14, 17.5];
/** A's rifles' Officer as deployed (OPENING_CHOICES). */
const OFFICER: readonly [number, number] = [10, 6];
const OPTIONS: GameOptions = {
  clash: 'pitchedBattle',
  scale: 'skirmish',
  opponent: 'hotseat',
  forces: { a: { name: 'A', faction: 'Crown' }, b: { name: 'B', faction: 'Imperium' } },
  leftOut: { a: [], b: [] },
};

function fastRifles(): GameSetup {
  const base = skirmish();
  const fast = (u: ArmyUnit): ArmyUnit =>
    u.id === 'a-rifles' ? { ...u, speed: CHARGING_SPEED } : u;
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(fast) },
    },
  };
}

/** The path through `leg` to the Charge's end, in inches. */
function pathThrough(leg: readonly [number, number]): number {
  return (
    Math.hypot(leg[0] - OFFICER[0], leg[1] - OFFICER[1]) +
    Math.hypot(CHARGE_AT[0] - leg[0], CHARGE_AT[1] - leg[1])
  );
}

describe('the Play page: a Charge in legs, in a browser', { skip }, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let id: string;
  const problems: string[] = [];
  const decide = async (choice: Choice) => {
    const game = await json<GameJson & { waitingFor?: { player: 'a' | 'b' } }>(
      server.url,
      'GET',
      `/api/games/${id}?side=a`,
    );
    await json(server.url, 'POST', `/api/games/${id}/decisions`, {
      side: game.waitingFor?.player ?? 'a',
      index: game.index,
      choice,
    });
  };
  before(async () => {
    server = await startServer({
      database: { kind: 'pglite' },
      port: 0,
      host: '127.0.0.1',
      log: () => undefined,
    });
    ({ id } = await createGame(server.db, { setup: fastRifles(), seed: 1, options: OPTIONS }));
    for (const choice of OPENING_CHOICES) await decide(choice);
    await decide({ kind: 'activate', unit: 'a-rifles' });
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Types a leg's end and adds it from the keyboard. */
  async function addLeg(at: readonly [number, number]): Promise<void> {
    await page.fill('#place-x', String(at[0]));
    await page.fill('#place-y', String(at[1]));
    await page.focus('#place-add-leg');
    await page.keyboard.press('Enter');
  }

  async function readout(legal: boolean, leg: readonly [number, number]): Promise<string> {
    await page.fill('#place-x', String(CHARGE_AT[0]));
    await page.fill('#place-y', String(CHARGE_AT[1]));
    const start = `To (${CHARGE_AT.join(', ')}): Path ${pathThrough(leg).toFixed(1)}", Movement Limit 24.0"`;
    await page.waitForFunction(
      (s) => document.querySelector('#move-readout')?.textContent?.startsWith(s),
      start,
    );
    await page.waitForSelector(`#move-readout[data-legal="${legal}"]`);
    return (await page.textContent('#move-readout')) ?? '';
  }

  it('rulebook p.16 Moving a Unit, p.24 Charge: legs added from the keyboard are measured leg by leg against the Charge’s limit, past it refused with the rule, within it the Charge made through them', async () => {
    await openGame(page, server.url, id);
    const before = await shownIndex(page);
    await page.selectOption('#place-kind', { label: 'Charge' });
    await page.selectOption('#place-target', 'b-rifles');
    await page.fill('#place-facing', '90');
    assert.equal(await page.isVisible('#place-legs-field'), true, 'a Charge takes legs');

    await addLeg(BEYOND);
    assert.equal(await page.textContent('#place-legs'), `through (${BEYOND.join(', ')})`);
    assert.match(await readout(false, BEYOND), /not legal: .*\(rulebook p\.16 Movement Limit\)/);

    await page.focus('#place-clear-legs');
    await page.keyboard.press('Enter');
    await addLeg(WITHIN);
    await readout(true, WITHIN);
    assert.equal(await shownIndex(page), before, 'nothing is sent while the Charge is placed');

    await page.focus('#place-button');
    await page.keyboard.press('Enter');
    await settled(page, before);
    const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
    assert.ok(
      (game.decision?.options ?? []).some((o) => o.kind === 'closeQuartersAttack'),
      'the Charge was made: its Close Quarters Attack is offered',
    );
    const rifles = game.view.units['a-rifles'];
    const officer = rifles?.models.find((m) => m.id === rifles.officer);
    assert.deepEqual([officer?.x, officer?.y], CHARGE_AT);
    assert.deepEqual(problems, []);
  });
});
