import { after, before } from 'node:test';
import type { Choice, GameSetup, Side } from '@warroom/armoured-clash';
import { type GameOptions, type RunningServer, createGame } from '@warroom/server';
import type { Page } from 'playwright-core';
import { type GameJson, json } from './play-driver.js';
import { type WebFixture, webFixture } from './web-fixture.js';

// What the Play page's hot-seat browser tests share: a server and a browser
// page, games of a setup stored on it with decisions made through the API
// (each by the General the game waits for), and the tests then playing on.

/** A hot-seat Skirmish, General A (Crown) against General B (Imperium). */
export const HOT_SEAT: GameOptions = {
  clash: 'pitchedBattle',
  scale: 'skirmish',
  opponent: 'hotseat',
  forces: { a: { name: 'A', faction: 'Crown' }, b: { name: 'B', faction: 'Imperium' } },
  leftOut: { a: [], b: [] },
};

/** The server, page and games of a suite of hot-seat browser tests, ready once its `before` has run. */
export interface HotSeatTable {
  readonly server: RunningServer;
  readonly page: Page;
  /** Errors the page threw. */
  readonly problems: readonly string[];
  /** The game stored before the suite's tests. */
  readonly id: string;
  /** Stores a hot-seat game of `setup` with `choices` made through the API; its id. */
  storedGame(setup: GameSetup, seed: number, choices: readonly Choice[]): Promise<string>;
  /** Makes one more decision of game `id` through the API, by the General it waits for. */
  decide(id: string, choice: Choice): Promise<void>;
}

/** Makes `choice` in game `id` through the API, by the General it waits for (General A when none). */
async function decideAsWaited(base: string, id: string, choice: Choice): Promise<void> {
  const game = await json<GameJson & { waitingFor?: { player: Side } }>(
    base,
    'GET',
    `/api/games/${id}?side=a`,
  );
  await json(base, 'POST', `/api/games/${id}/decisions`, {
    side: game.waitingFor?.player ?? 'a',
    index: game.index,
    choice,
  });
}

/**
 * The suite's table, called inside `describe`: a server and a browser page
 * started before its tests and closed after them, and the game `store` makes
 * on it (if given) stored before the tests run.
 */
export function hotSeatTable(store?: (table: HotSeatTable) => Promise<string>): HotSeatTable {
  let fixture: WebFixture | undefined;
  let stored: string | undefined;
  const ready = (): WebFixture => {
    if (fixture === undefined) throw new Error('the hot-seat table is used before its suite began');
    return fixture;
  };
  const table: HotSeatTable = {
    get server() {
      return ready().server;
    },
    get page() {
      return ready().page;
    },
    get problems() {
      return ready().problems;
    },
    get id() {
      if (stored === undefined) throw new Error('no game was stored before the suite’s tests');
      return stored;
    },
    async storedGame(setup, seed, choices) {
      const { server } = ready();
      const { id } = await createGame(server.db, { setup, seed, options: HOT_SEAT });
      for (const choice of choices) await decideAsWaited(server.url, id, choice);
      return id;
    },
    decide: (id, choice) => decideAsWaited(ready().server.url, id, choice),
  };
  before(async () => {
    // No bot in hot-seat; the Play page is opened with its pace in the address (play-driver.ts openGame).
    fixture = await webFixture(false);
    if (store !== undefined) stored = await store(table);
  });
  after(async () => {
    await fixture?.close();
  });
  return table;
}
