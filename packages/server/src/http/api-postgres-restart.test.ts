import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SAMPLE_FORCES_DIR } from '../data-paths.js';
import { type RunningServer, startServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { type GameJson, playOverHttp } from '../testing/play-over-http.js';
import { postgresForTests } from '../testing/throwaway-postgres.js';

const postgres = await postgresForTests();
const skip = 'skip' in postgres ? postgres.skip : false;
if (skip !== false) process.stdout.write(`# PostgreSQL API tests skipped: ${skip}\n`);

const SEED = 'issue-7-on-postgresql';
/** Decisions played before the restart, and after it. */
const BEFORE_RESTART = 10;
const AFTER_RESTART = 6;
const list = (name: string): unknown =>
  JSON.parse(readFileSync(join(SAMPLE_FORCES_DIR, name), 'utf8')) as unknown;
const FORCES = {
  a: { list: list('crown-battle.json') },
  b: { list: list('imperium-battle.json') },
};

/** A game's log as General A sees it. */
async function log(base: string, id: string): Promise<unknown> {
  const answer = await call(base, 'GET', `/api/games/${id}/log?side=a`);
  assert.equal(answer.status, 200, answer.text);
  return (answer.json as { log: unknown }).log;
}

describe('the games API on PostgreSQL (DATABASE_URL)', { skip }, () => {
  let server: RunningServer | undefined;
  const start = () =>
    startServer({
      database: { kind: 'postgres', url: 'url' in postgres ? postgres.url : '' },
      port: 0,
      host: '127.0.0.1',
      log: () => undefined,
    });
  before(async () => {
    server = await start();
  });
  after(async () => {
    await server?.close();
    if ('stop' in postgres) await postgres.stop();
  });

  it('stores a game against the bot in PostgreSQL; after a restart over the same database it continues exactly like one played without a restart', async () => {
    assert.ok(server !== undefined);
    const create = async (base: string): Promise<GameJson> => {
      const answer = await call(base, 'POST', '/api/games', {
        json: { forces: FORCES, opponent: 'heuristic', seed: SEED },
      });
      assert.equal(answer.status, 201, answer.text);
      return (answer.json as { game: GameJson }).game;
    };
    const straight = await create(server.url);
    await playOverHttp(server.url, straight.id, BEFORE_RESTART + AFTER_RESTART);
    const halfway = await create(server.url);
    await playOverHttp(server.url, halfway.id, BEFORE_RESTART);
    const seen = await call(server.url, 'GET', `/api/games/${halfway.id}?side=a`);

    await server.close();
    server = await start();
    const again = await call(server.url, 'GET', `/api/games/${halfway.id}?side=a`);
    const withoutTime = ({ updatedAt, ...rest }: Record<string, unknown>) => {
      assert.equal(typeof updatedAt, 'string');
      return rest;
    };
    assert.deepEqual(
      withoutTime(again.json as Record<string, unknown>),
      withoutTime(seen.json as Record<string, unknown>),
    );
    await playOverHttp(server.url, halfway.id, AFTER_RESTART);
    assert.deepEqual(await log(server.url, halfway.id), await log(server.url, straight.id));
  });
});
