import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SAMPLE_FORCES_DIR } from '../data-paths.js';
import { type RunningServer, startServer } from '../start.js';
import { allKeys, call } from '../testing/api-client.js';
import { replayedGame } from '../testing/replayed-state.js';
import { type GameJson, getGame, playOverHttp } from '../testing/play-over-http.js';

const SEED = 'the-secret-seed-of-issue-7';
const list = (name: string): unknown =>
  JSON.parse(readFileSync(join(SAMPLE_FORCES_DIR, name), 'utf8')) as unknown;
const FORCES = {
  a: { list: list('crown-battle.json') },
  b: { list: list('imperium-battle.json') },
};

const dir = mkdtempSync(join(tmpdir(), 'warroom-api-'));
const start = () =>
  startServer({
    database: { kind: 'pglite', dataDir: dir },
    port: 0,
    host: '127.0.0.1',
    log: () => undefined,
  });

async function newGame(base: string, body: Record<string, unknown>): Promise<GameJson> {
  // generals fixed: these games expect side a to be General A (the draw of p.57 is the default).
  const answer = await call(base, 'POST', '/api/games', {
    json: { forces: FORCES, generals: 'fixed', ...body },
  });
  assert.equal(answer.status, 201, answer.text);
  return (answer.json as { game: GameJson }).game;
}

/** The game's log as side A sees it, without the ids. */
async function log(base: string, id: string): Promise<unknown> {
  const answer = await call(base, 'GET', `/api/games/${id}/log?side=a`);
  assert.equal(answer.status, 200, answer.text);
  return (answer.json as { log: unknown }).log;
}

describe('the games API', () => {
  let server: RunningServer;
  let base: string;
  before(async () => {
    server = await start();
    base = server.url;
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let played: GameJson;
  it('plays a game against the heuristic bot, the bot answering each decision', async () => {
    played = await newGame(base, { opponent: 'heuristic', seed: SEED });
    assert.equal(played.index, 0);
    assert.equal(played.decision?.player, 'a');
    const answers = await playOverHttp(base, played.id, 12);
    assert.equal(answers.length, 12);
    for (const answer of answers) {
      const { made } = answer.json as { made: { side: string; bot?: string }[] };
      assert.equal(made[0]?.side, 'a');
      assert.ok(made.slice(1).every((step) => step.side === 'b' && step.bot === 'heuristic'));
      assert.ok(!answer.text.includes(SEED), 'an answer holds the seed');
    }
    played = await getGame(base, played.id, 'a');
    assert.ok(played.index > 12, 'the bot made decisions too');
    assert.equal(played.decision?.index, played.index);
  });

  it('shows a General only their own view: no seed, no other hand, no deck order', async () => {
    const answer = await call(base, 'GET', `/api/games/${played.id}?side=a`);
    assert.ok(!answer.text.includes(SEED));
    const keys = allKeys(answer.json);
    for (const secret of ['seed', 'rng', 'drawPile', 'choices'])
      assert.ok(!keys.has(secret), secret);
    const { view } = answer.json as GameJson;
    assert.deepEqual(Object.keys(view.opponent).sort(), [
      'communicationsBreakdown',
      'deckSize',
      'discardPile',
      'handSize',
      'vp',
    ]);
    const { state } = await replayedGame(server.db, played.id);
    assert.deepEqual(view.own.hand, state.players.a.deck.hand);
    assert.equal(view.opponent.handSize, state.players.b.deck.hand.length);
    // The bot's side is not shown while the game goes on.
    const bot = await call(base, 'GET', `/api/games/${played.id}?side=b`);
    assert.equal(bot.status, 403, bot.text);
    const botLog = await call(base, 'GET', `/api/games/${played.id}/log?side=b`);
    assert.equal(botLog.status, 403, botLog.text);
  });

  /** Posts a decision that must be refused, and checks the game is as it was. */
  async function refused(
    body: { json: unknown } | { raw: string },
    status: number,
    message: RegExp,
  ): Promise<Record<string, unknown>> {
    const before = await call(base, 'GET', `/api/games/${played.id}?side=a`);
    const answer = await call(base, 'POST', `/api/games/${played.id}/decisions`, body);
    assert.equal(answer.status, status, answer.text);
    const error = (answer.json as { error: Record<string, unknown> }).error;
    assert.match(String(error.message), message);
    const after = await call(base, 'GET', `/api/games/${played.id}?side=a`);
    assert.deepEqual(after.json, before.json, 'a refused decision changed the game');
    return error;
  }

  it('refuses a stale decision (409), leaving the game as it was', async () => {
    const stale = played.index - 1;
    const error = await refused(
      { json: { index: stale, choice: { kind: 'hold' } } },
      409,
      /stale decision: it answers decision \d+, but the game is at decision \d+/,
    );
    assert.equal(error.index, played.index);
  });

  it('refuses an illegal choice with the engine message (400), leaving the game as it was', async () => {
    const unit = played.decision?.constraints?.find((c) => c.kind === 'deploy');
    assert.ok(unit !== undefined && 'units' in unit);
    const error = await refused(
      {
        json: {
          index: played.index,
          choice: { kind: 'deploy', unit: unit.units[0], at: [-40, -40], facing: 0 },
        },
      },
      400,
      /./,
    );
    assert.equal(typeof error.rule, 'string');
    const wrongTime = await refused(
      { json: { index: played.index, choice: { kind: 'rangedAttack', target: unit.units[0] } } },
      400,
      /./,
    );
    assert.equal(typeof wrongTime.rule, 'string');
    await refused({ json: { index: played.index, choice: { kind: 'fly' } } }, 400, /"fly"/);
  });

  it('refuses malformed bodies with what and where (400), leaving the game as it was', async () => {
    const bad = await refused(
      { raw: '{"index": 3,\n  "choice": }' },
      400,
      /not valid JSON at line 2, column 13/,
    );
    assert.deepEqual(bad.problems, [
      {
        where: 'body, line 2, column 13',
        message: (bad.problems as { message: string }[])[0]?.message,
      },
    ]);
    await refused({ raw: '' }, 400, /no body/);
    const wrong = await refused(
      { json: { index: 'three', choice: {}, extra: 1 } },
      400,
      /not valid/,
    );
    const where = (wrong.problems as { where: string }[]).map((p) => p.where).sort();
    assert.deepEqual(where, ['body', 'body.index']);
    const choice = await refused(
      {
        json: {
          index: played.index,
          choice: { kind: 'deploy', unit: 'x', at: [1], facing: 'north' },
        },
      },
      400,
      /the choice is malformed/,
    );
    assert.deepEqual((choice.problems as { where: string }[]).map((p) => p.where).sort(), [
      'body.choice.at',
      'body.choice.facing',
    ]);
    await refused({ json: [] }, 400, /not valid/);
  });

  it("refuses a decision for the bot's side (403)", async () => {
    await refused(
      { json: { side: 'b', index: played.index, choice: { kind: 'hold' } } },
      403,
      /played by the heuristic bot/,
    );
  });

  it('answers unknown games, paths and methods with 404 and 405', async () => {
    assert.equal((await call(base, 'GET', '/api/games/nope?side=a')).status, 404);
    assert.equal(
      (
        await call(base, 'POST', '/api/games/nope/decisions', {
          json: { index: 0, choice: { kind: 'hold' } },
        })
      ).status,
      404,
    );
    assert.equal((await call(base, 'GET', '/api/nothing-here')).status, 404);
    assert.equal((await call(base, 'GET', '/api/games/%E0%A4%A')).status, 404);
    assert.equal((await call(base, 'PUT', '/api/games')).status, 405);
    const side = await call(base, 'GET', `/api/games/${played.id}?side=c`);
    assert.equal(side.status, 400, side.text);
  });

  it('steps through the replay, and logs every decision', async () => {
    const start = await call(base, 'GET', `/api/games/${played.id}/replay?side=a&index=0`);
    assert.equal(start.status, 200, start.text);
    const first = start.json as GameJson & { of: number };
    assert.equal(first.index, 0);
    assert.equal(first.of, played.index);
    assert.equal(first.decision, undefined);
    assert.ok(Object.values(first.view.units).every((u) => !u.deployed));
    const now = await call(base, 'GET', `/api/games/${played.id}/replay?side=a`);
    assert.deepEqual((now.json as GameJson).view, played.view);
    assert.equal(
      (await call(base, 'GET', `/api/games/${played.id}/replay?side=a&index=9999`)).status,
      400,
    );
    const entries = (await log(base, played.id)) as { index: number; events: unknown[] }[];
    assert.deepEqual(
      entries.map((e) => e.index),
      [...Array(played.index).keys()],
    );
  });

  it('continues a game identically after a restart of the server', async () => {
    const other = await newGame(base, { opponent: 'heuristic', seed: SEED });
    await playOverHttp(base, other.id, 24);
    const halfway = await newGame(base, { opponent: 'heuristic', seed: SEED });
    await playOverHttp(base, halfway.id, 12);
    const before = await call(base, 'GET', `/api/games/${halfway.id}?side=a`);
    await server.close();
    server = await start();
    base = server.url;
    const after = await call(base, 'GET', `/api/games/${halfway.id}?side=a`);
    const withoutTime = ({ updatedAt, ...rest }: Record<string, unknown>) => {
      assert.equal(typeof updatedAt, 'string');
      return rest;
    };
    assert.deepEqual(
      withoutTime(after.json as Record<string, unknown>),
      withoutTime(before.json as Record<string, unknown>),
    );
    await playOverHttp(base, halfway.id, 12);
    assert.deepEqual(await log(base, halfway.id), await log(base, other.id));
    const games = (await call(base, 'GET', '/api/games')).json as { games: { id: string }[] };
    assert.ok(
      [played.id, other.id, halfway.id].every((id) => games.games.some((g) => g.id === id)),
    );
  });

  it('plays a game to its end: the result is stored and both sides may then be seen', async () => {
    const game = await newGame(base, { opponent: 'heuristic', seed: 5 });
    await playOverHttp(base, game.id, 2000);
    const end = await getGame(base, game.id, 'a');
    assert.equal(end.over, true);
    assert.ok(end.result !== undefined);
    assert.equal(end.decision, undefined);
    assert.equal(end.waitingFor, undefined);
    assert.equal((await getGame(base, game.id, 'b')).over, true);
    const late = await call(base, 'POST', `/api/games/${game.id}/decisions`, {
      json: { index: end.index, choice: { kind: 'hold' } },
    });
    assert.equal(late.status, 409, late.text);
    const listed = (await call(base, 'GET', '/api/games')).json as { games: GameJson[] };
    assert.deepEqual(listed.games.find((g) => g.id === game.id)?.result, end.result);
  });

  it('replays the random bot the same after a restart (it is seeded from the game)', async () => {
    const one = await newGame(base, { opponent: 'random', seed: 11, human: 'b' });
    assert.equal(one.side, 'b');
    const two = await newGame(base, { opponent: 'random', seed: 11, human: 'b' });
    assert.ok(one.index > 0, 'the bot, General A, deployed first');
    await playOverHttp(base, one.id, 4, ['b']);
    await server.close();
    server = await start();
    base = server.url;
    await playOverHttp(base, one.id, 4, ['b']);
    await playOverHttp(base, two.id, 8, ['b']);
    const logOf = async (id: string) =>
      ((await call(base, 'GET', `/api/games/${id}/log?side=b`)).json as { log: unknown }).log;
    assert.deepEqual(await logOf(one.id), await logOf(two.id));
  });
});
