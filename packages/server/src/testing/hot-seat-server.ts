import assert from 'node:assert/strict';
import type { Choice, GameSetup } from '@warroom/armoured-clash';
import { type RunningServer, startServer } from '../start.js';
import { createGame } from '../store/game-store.js';
import { call } from './api-client.js';
import { HOT_SEAT } from './hot-seat-options.js';
import { getGame } from './play-over-http.js';

// What the API tests share: a server of their own, and hot-seat games stored
// on it with decisions already made.

/** A server on a free port of this machine, with an in-memory database, logging nothing. */
export function startTestServer(): Promise<RunningServer> {
  return startServer({
    database: { kind: 'pglite' },
    port: 0,
    host: '127.0.0.1',
    log: () => undefined,
  });
}

export { HOT_SEAT };

/** Makes `choice` in game `id` through the API, by the General it waits for; fails the test on a refusal. */
export async function decideAsWaited(
  server: RunningServer,
  id: string,
  choice: Choice,
): Promise<void> {
  const game = await getGame(server.url, id, 'a');
  const answer = await call(server.url, 'POST', `/api/games/${id}/decisions`, {
    json: { side: game.waitingFor?.player ?? 'a', index: game.index, choice },
  });
  assert.equal(answer.status, 200, answer.text);
}

/**
 * Stores a hot-seat game of `setup` with `choices` made through the API, each
 * by the General it waits for; fails the test on a refusal. Its id.
 */
export async function storedHotSeatGame(
  server: RunningServer,
  setup: GameSetup,
  seed: number,
  choices: readonly Choice[],
): Promise<string> {
  const { id } = await createGame(server.db, { setup, seed, options: HOT_SEAT });
  for (const choice of choices) await decideAsWaited(server, id, choice);
  return id;
}

/** A Skirmish force of two units of a faction's battlegroup, as `POST /api/games` takes it. */
const skirmishForce = (
  name: string,
  faction: string,
  battlegroup: string,
  units: readonly string[],
) => ({
  list: {
    format: 'warroom.force-list/1',
    name,
    faction,
    forceScale: 'skirmish',
    battlegroups: [{ battlegroup, units: units.map((unit) => ({ unit, level: 'basic' })) }],
  },
});

/** The two Skirmish forces of the bundled ORBATs: Crown's rifles against Imperium's grenadiers. */
export const SKIRMISH_FORCES = {
  a: skirmishForce('Skirmish Rifles', 'Crown', 'crown-faction-battlegroup', [
    'rifle-command-platoon',
    'rifle-platoon',
  ]),
  b: skirmishForce('Skirmish Grenadiers', 'Imperium', 'imperium-faction-battlegroup', [
    'grenadier-command-company',
    'grenadier-company',
  ]),
};
