import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AttackDiceShown } from '@warroom/armoured-clash';
import { heuristicPlayer } from '@warroom/bots';
import { type RunningServer, startServer } from '@warroom/server';
import type { Browser, Page } from 'playwright-core';
import type { Choice } from '../app/play/game-types.js';
import { launchChromium } from './browser.js';
import { type GameJson, json } from './play-driver.js';

// What the Play page's game-flow tests share (play-flow-*.e2e.test.ts): a
// Skirmish of the sample lists against the heuristic bot, on a server with a
// data directory of its own, and the person's decisions made as the bot would.

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

/** More decisions than a Skirmish takes. */
export const DECISION_LIMIT = 600;

/** The game's log as `GET /api/games/:id/log` answers it (the parts the tests read). */
export interface LogJson {
  readonly log: {
    readonly index: number;
    readonly events: { readonly kind: string; readonly roll?: AttackDiceShown }[];
  }[];
}

/** A Skirmish of the sample lists, General A against the heuristic bot; its id. */
export async function newGame(base: string, seed: string): Promise<string> {
  const { game } = await json<{ game: GameJson }>(base, 'POST', '/api/games', {
    forces: SKIRMISH,
    opponent: 'heuristic',
    // Side a is General A (the card draw of p.57 is the default).
    generals: 'fixed',
    seed,
  });
  return game.id;
}

/** The person's choice as the heuristic bot makes it from what the API shows. */
export function botChoice(game: GameJson): Choice {
  assert.ok(game.decision !== undefined);
  const { index, ...decision } = game.decision;
  assert.equal(index, game.index, 'the decision pending is the game’s next');
  return heuristicPlayer().choose(game.setup, game.view, decision);
}

/** The person's decision as the heuristic bot would make it, posted through the API. */
export async function decideByApi(base: string, game: GameJson): Promise<void> {
  assert.ok(game.decision !== undefined);
  const { index, ...decision } = game.decision;
  const choice = heuristicPlayer().choose(game.setup, game.view, decision);
  await json(base, 'POST', `/api/games/${game.id}/decisions`, { index, choice });
}

/** A server on a data directory (so it can be stopped and started again), and a browser page. */
export interface PlayFlowFixture {
  /** The server now running (a new one after `restart`). */
  readonly server: () => RunningServer;
  readonly browser: Browser;
  readonly page: Page;
  /** Errors the page threw. */
  readonly problems: readonly string[];
  /** Stops the server and starts a new one on the same data directory. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

function startOn(dir: string): Promise<RunningServer> {
  return startServer({
    database: { kind: 'pglite', dataDir: dir },
    port: 0,
    host: '127.0.0.1',
    log: () => undefined,
  });
}

export async function playFlowFixture(): Promise<PlayFlowFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'warroom-play-flow-'));
  let server = await startOn(dir);
  const browser = await launchChromium();
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return {
    server: () => server,
    browser,
    page,
    problems,
    async restart() {
      await server.close();
      server = await startOn(dir);
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
