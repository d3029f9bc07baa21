import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { AttackDiceShown } from '@warroom/armoured-clash';
import { heuristicPlayer } from '@warroom/bots';
import { type RunningServer, startServer } from '@warroom/server';
import type { Browser, Page } from 'playwright-core';
import type { Choice } from '../app/play/game-types.js';
import { browserSkipReason, launchChromium } from './browser.js';
import {
  type GameJson,
  clickOption,
  json,
  legalCharge,
  moveTowardsTheEnemy,
  openGame,
  placeOnPage,
  settled,
  shownIndex,
} from './play-driver.js';

const skip = browserSkipReason();
const FORCES = new URL('../../../../data/forces/', import.meta.url);
const list = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(name, FORCES), 'utf8')) as unknown;
/** A sample list without its transports and the units embarked on them (not played yet). */
function withoutTransports(list: unknown): unknown {
  const force = list as { battlegroups: { units: { embarkedOn?: string; tag?: string }[] }[] };
  return {
    ...force,
    battlegroups: force.battlegroups.map((group) => ({
      ...group,
      units: group.units.filter((unit) => unit.embarkedOn === undefined && unit.tag === undefined),
    })),
  };
}
const SKIRMISH = {
  a: { list: withoutTransports(list('crown-skirmish.json')) },
  b: { list: withoutTransports(list('imperium-skirmish.json')) },
};
/** The choices of a Movement Step (rulebook p.24) the test replaces with a move towards the enemy. */
const MOVEMENT_STEP = new Set(['advance', 'doubleTime', 'aim', 'hold']);
/** More decisions than a Skirmish takes. */
const DECISION_LIMIT = 600;

type Pairs = [number, number][];
interface LogJson {
  readonly log: {
    readonly index: number;
    readonly events: { readonly kind: string; readonly roll?: AttackDiceShown }[];
  }[];
}

/** A server on a data directory (so it can be stopped and started again), and a browser page. */
async function startOn(dir: string): Promise<RunningServer> {
  return startServer({
    database: { kind: 'pglite', dataDir: dir },
    port: 0,
    host: '127.0.0.1',
    log: () => undefined,
  });
}

async function newGame(base: string, seed: string): Promise<string> {
  const { game } = await json<{ game: GameJson }>(base, 'POST', '/api/games', {
    forces: SKIRMISH,
    opponent: 'heuristic',
    seed,
  });
  return game.id;
}

/** The person's choice as the heuristic bot makes it from what the API shows. */
function botChoice(game: GameJson): Choice {
  assert.ok(game.decision !== undefined);
  const { index, ...decision } = game.decision;
  assert.equal(index, game.index, 'the decision pending is the game’s next');
  return heuristicPlayer().choose(game.setup, game.view, decision);
}

/** The person's decision as the heuristic bot would make it, posted through the API. */
async function decideByApi(base: string, game: GameJson): Promise<void> {
  assert.ok(game.decision !== undefined);
  const { index, ...decision } = game.decision;
  const choice = heuristicPlayer().choose(game.setup, game.view, decision);
  await json(base, 'POST', `/api/games/${game.id}/decisions`, { index, choice });
}

describe('the Play page’s game flow, in a browser', { skip }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'warroom-play-flow-'));
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  before(async () => {
    server = await startOn(dir);
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('plays a Skirmish against the bot: deployment, a move, a Ranged Attack with its odds shown before it, a Charge, and the End Phase', async () => {
    const base = server.url;
    // A seed whose game brings a legal Charge within reach: on other seeds the
    // sample battlefield's blocking ruins can bar every Charge the driver tries.
    const id = await newGame(base, 'flow-1');
    await openGame(page, base, id);
    const seen = new Set<string>();
    const get = () => json<GameJson>(base, 'GET', `/api/games/${id}?side=a`);
    for (let i = 0; i < DECISION_LIMIT && seen.size < 5; i++) {
      const game = await get();
      if (game.decision === undefined) break;
      const { index } = game.decision;
      const choice = botChoice(game);
      const charge = seen.has('charge') ? undefined : legalCharge(game);
      const onPage = (what: string) => !seen.has(what);
      // Towards the enemy, so that a Charge comes within reach.
      const towards = MOVEMENT_STEP.has(choice.kind) ? moveTowardsTheEnemy(game) : undefined;
      const kindIndex = (kind: string) =>
        (game.decision?.constraints ?? []).findIndex((c) => c.kind === kind);
      if (charge !== undefined) {
        await openGame(page, base, id);
        await placeOnPage(page, charge.kindIndex, charge);
        const log = await json<LogJson>(base, 'GET', `/api/games/${id}/log?side=a`);
        assert.ok(
          log.log[index]?.events.some((e) => e.kind === 'charge'),
          'the Charge was made',
        );
        seen.add('charge');
      } else if (choice.kind === 'deploy' && onPage('deploy')) {
        await openGame(page, base, id);
        await placeOnPage(page, kindIndex('deploy'), {
          ...choice,
          at: choice.at ?? [0, 0],
          facing: choice.facing ?? 0,
        });
        assert.ok((await page.locator('#battlefield .side-a').count()) >= 1, 'the unit is drawn');
        seen.add('deploy');
      } else if (towards !== undefined) {
        if (onPage('move')) {
          await openGame(page, base, id);
          await placeOnPage(page, towards.kindIndex, towards);
          seen.add('move');
        } else {
          await json(base, 'POST', `/api/games/${id}/decisions`, { index, choice: towards.choice });
        }
      } else if (
        choice.kind === 'rangedAttack' &&
        choice.command === undefined &&
        onPage('rangedAttack')
      ) {
        await openGame(page, base, id);
        await rangedAttackOnPage(base, game, choice);
        seen.add('rangedAttack');
      } else {
        await decideByApi(base, game);
      }
      if (!seen.has('endPhase')) {
        const log = await json<LogJson>(base, 'GET', `/api/games/${id}/log?side=a`);
        const end = log.log.find((entry) => entry.events.some((e) => e.kind === 'endPhase'));
        if (end !== undefined) {
          await openGame(page, base, id);
          assert.ok((await page.locator('#game-log li.event-endPhase').count()) >= 1);
          assert.match((await page.textContent('#game-round')) ?? '', /^2 of /);
          seen.add('endPhase');
        }
      }
    }
    assert.deepEqual([...seen].sort(), ['charge', 'deploy', 'endPhase', 'move', 'rangedAttack']);
    assert.deepEqual(problems, []);
  });

  /** The Ranged Attack through the page: its odds shown first (the server's), confirmed, its dice shown. */
  async function rangedAttackOnPage(base: string, game: GameJson, choice: Choice): Promise<void> {
    const before = await shownIndex(page);
    const at = (game.decision?.options ?? []).findIndex(
      (o) => JSON.stringify(o) === JSON.stringify(choice),
    );
    await page.click(`#decision button[data-option="${at}"]`);
    await page.waitForSelector('#attack-odds[data-ready="true"] #odds-hits tbody tr');
    assert.equal(await shownIndex(page), before, 'nothing is sent before the confirmation');
    const attacker = game.view.activation?.unit ?? '';
    const odds = await json<{
      hits: Pairs;
      modelsDestroyed: Pairs;
      suppression?: { failed: number };
    }>(
      base,
      'GET',
      `/api/games/${game.id}/odds?attacker=${attacker}&target=${choice.target ?? ''}`,
    );
    const shown = await page.$$eval('#odds-hits tbody tr', (trs) =>
      trs.map((tr) => [
        Number(tr.getAttribute('data-value')),
        Number(tr.querySelector('td')?.getAttribute('data-p')),
      ]),
    );
    assert.deepEqual(shown, odds.hits);
    assert.equal(await page.locator('#odds-models tbody tr').count(), odds.modelsDestroyed.length);
    if (odds.suppression !== undefined) {
      assert.equal(
        Number(await page.getAttribute('#odds-suppression tr[data-outcome="failed"] td', 'data-p')),
        odds.suppression.failed,
      );
    }
    await page.click('#attack-confirm');
    await settled(page, before);
    // The dice as they fell: the same dice as the log, in the panel of what happened.
    const log = await json<LogJson>(base, 'GET', `/api/games/${game.id}/log?side=a`);
    // The target's General may first issue a Command (rulebook p.37): the attack comes in a later step.
    const roll = log.log
      .slice(game.index)
      .flatMap((entry) => entry.events)
      .find((e) => e.kind === 'rangedAttack')?.roll;
    assert.ok(roll !== undefined, 'the attack was made');
    const fired = page.locator('#playback li.event-rangedAttack').first();
    assert.equal(await fired.locator('.dice-pool > li').count(), roll.dice.length);
    assert.equal(
      await fired.locator('.dice-pool > li[data-rerolled="true"]').count(),
      roll.dice.filter((d) => d.rerolled).length,
    );
    assert.equal(await fired.locator('.attack-dice').getAttribute('data-hits'), String(roll.hits));
    assert.equal(await fired.locator('.hits').textContent(), `${roll.hits} hits`);
  }

  it('plays the bot’s turn out step by step, and “Skip” shows the rest at once', async () => {
    const base = server.url;
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

  it('goes on after the server restarts on the same data directory', async () => {
    const id = await newGame(server.url, 'play-flow-restart');
    for (let i = 0; i < 3; i++)
      await decideByApi(
        server.url,
        await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`),
      );
    await openGame(page, server.url, id);
    const index = await shownIndex(page);
    await server.close();
    server = await startOn(dir);
    await openGame(page, server.url, id);
    assert.equal(await shownIndex(page), index, 'the same game, at the same decision');
    const game = await json<GameJson>(server.url, 'GET', `/api/games/${id}?side=a`);
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

  it('shows the end of the game: the winner, Victory Points, Rounds, and a link to its replay', async () => {
    const base = server.url;
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
