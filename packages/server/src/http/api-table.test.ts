import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type GameState,
  acquisition,
  applyChoice,
  checkMove,
  plannedManoeuvre,
  tableOf,
} from '@warroom/armoured-clash';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { replayedGame } from '../testing/replayed-state.js';
import { type GameJson, getGame, playOverHttp } from '../testing/play-over-http.js';
import { SKIRMISH_FORCES, startTestServer } from '../testing/hot-seat-server.js';

const SEED = 'dry-runs-and-sight';
/** Enough decisions to deploy both armies and reach a Movement Step. */
const DECISION_BUDGET = 80;
/** How far past the Movement Limit the illegal move goes, in inches. */
const BEYOND_LIMIT = 5;
/** Candidate lengths of a legal Advance, in inches, tried in order. */
const SHORT_STEPS = [1, 0.5, 2, 0.25];

interface CheckJson {
  readonly legal: boolean;
  readonly rule?: string;
  readonly reason?: string;
  readonly move?: {
    readonly unit: string;
    readonly from: [number, number];
    readonly to: [number, number];
    readonly length: number;
    readonly limit: number;
    readonly used?: number;
  };
}

describe('dry runs and sight (POST /api/games/:id/check, GET /api/games/:id/sight)', () => {
  let server: RunningServer;
  let game: GameJson;
  let state: GameState;
  let unit: string;
  let limit: number;
  before(async () => {
    server = await startTestServer();
    const created = await call(server.url, 'POST', '/api/games', {
      json: { forces: SKIRMISH_FORCES, opponent: 'hotseat', seed: SEED },
    });
    assert.equal(created.status, 201, created.text);
    const id = (created.json as { game: GameJson }).game.id;
    for (let i = 0; i < DECISION_BUDGET; i++) {
      const side = (await getGame(server.url, id, 'a')).waitingFor?.player ?? 'a';
      game = await getGame(server.url, id, side);
      const advance = game.decision?.constraints?.find((c) => c.kind === 'advance');
      if (advance !== undefined && 'limit' in advance) {
        unit = advance.unit;
        limit = advance.limit;
        break;
      }
      await playOverHttp(server.url, id, 1, [side]);
    }
    assert.ok(unit !== undefined, 'a Movement Step was reached');
    ({ state } = await replayedGame(server.db, id));
  });
  after(async () => {
    await server?.close();
  });

  const officerOf = () => {
    const u = state.units[unit];
    const officer = u?.models.find((m) => m.id === u.officer);
    assert.ok(officer !== undefined);
    return officer;
  };
  const check = (choice: unknown, index = game.index) =>
    call(server.url, 'POST', `/api/games/${game.id}/check`, {
      json: { side: game.side, index, choice },
    });

  it('rulebook p.16 Unit Movement: a move past the Movement Limit is answered with the rule and the reason, its length and limit, and nothing is stored', async () => {
    const officer = officerOf();
    const length = limit + BEYOND_LIMIT;
    const at = [
      officer.x + length * Math.cos(officer.facing),
      officer.y + length * Math.sin(officer.facing),
    ];
    const facing = (officer.facing * 180) / Math.PI;
    const answer = await check({ kind: 'advance', at, facing });
    assert.equal(answer.status, 200, answer.text);
    const verdict = answer.json as CheckJson;
    assert.equal(verdict.legal, false);
    assert.throws(
      () =>
        applyChoice(game.setup, state, { kind: 'advance', at: [at[0] ?? 0, at[1] ?? 0], facing }),
      (error: unknown) =>
        error instanceof Error &&
        'rule' in error &&
        error.rule === verdict.rule &&
        error.message === verdict.reason,
    );
    assert.equal(verdict.move?.unit, unit);
    assert.equal(verdict.move?.limit, limit);
    assert.deepEqual(verdict.move?.from, [officer.x, officer.y]);
    assert.ok(Math.abs((verdict.move?.length ?? 0) - length) < 1e-9);
    assert.equal(verdict.move?.used, undefined);
    const after = await getGame(server.url, game.id, game.side);
    assert.equal(after.index, game.index, 'a dry run stored a decision');
  });

  it('rulebook p.17 Target Acquisition: sight from one of the General’s units names each enemy unit, its Line of Sight, range band and whether it can be targeted, as the engine finds them, and the Officer’s footprint ranges are measured from', async () => {
    const answer = await call(
      server.url,
      'GET',
      `/api/games/${game.id}/sight?side=${game.side}&unit=${unit}`,
    );
    assert.equal(answer.status, 200, answer.text);
    const sight = answer.json as {
      from: [number, number];
      rangedFrom: unknown;
      weapons: { short: number; long: number }[];
      targets: {
        unit: string;
        canTarget: boolean;
        distance: number;
        range: string;
        weapon?: { short: number; long: number };
      }[];
    };
    const officer = officerOf();
    assert.deepEqual(sight.from, [officer.x, officer.y]);
    const table = tableOf(game.setup, state);
    // Ranges are measured from the Officer's footprint: the range rings are drawn around it.
    assert.deepEqual(sight.rangedFrom, table.models.find((m) => m.id === officer.id)?.footprint);
    const enemies = Object.values(state.units).filter(
      (u) => u.side !== game.side && u.deployed && !u.annihilated,
    );
    assert.deepEqual(sight.targets.map((t) => t.unit).sort(), enemies.map((u) => u.id).sort());
    for (const target of sight.targets) {
      const found = acquisition(game.setup, table, unit, target.unit);
      assert.equal(target.canTarget, found.confirmed, target.unit);
      assert.equal(target.distance, found.distance, target.unit);
      const band =
        target.weapon === undefined
          ? 'noWeapon'
          : target.distance <= target.weapon.short + 1e-3
            ? 'short'
            : target.distance <= target.weapon.long + 1e-3
              ? 'long'
              : 'beyond';
      assert.equal(target.range, band, target.unit);
    }
    assert.ok(sight.weapons.length > 0, 'the unit has Ranged rows');
  });

  it('rulebook p.16 Unit Movement: a legal Advance is answered legal with the distance the Officer uses, and is then accepted as a decision', async () => {
    const officer = officerOf();
    const facing = (officer.facing * 180) / Math.PI;
    const at = SHORT_STEPS.map((d): [number, number] => [
      Math.round((officer.x + d * Math.cos(officer.facing)) * 10) / 10,
      Math.round((officer.y + d * Math.sin(officer.facing)) * 10) / 10,
    ]).find((p) => {
      try {
        applyChoice(game.setup, state, { kind: 'advance', at: p, facing });
        return true;
      } catch {
        return false;
      }
    });
    assert.ok(at !== undefined, 'a short Advance straight ahead is legal');
    const answer = await check({ kind: 'advance', at, facing });
    assert.equal(answer.status, 200, answer.text);
    const verdict = answer.json as CheckJson;
    assert.equal(verdict.legal, true, answer.text);
    const move = plannedManoeuvre(game.setup, state, unit, 'advance', at, facing);
    const result = checkMove(tableOf(game.setup, state), move);
    assert.ok(result.legal);
    assert.equal(verdict.move?.used, result.used.get(officer.id));
    assert.equal(verdict.move?.limit, limit);
    const stale = await check({ kind: 'advance', at, facing }, game.index + 1);
    assert.equal(stale.status, 409, stale.text);
    const made = await call(server.url, 'POST', `/api/games/${game.id}/decisions`, {
      json: { side: game.side, index: game.index, choice: { kind: 'advance', at, facing } },
    });
    assert.equal(made.status, 200, made.text);
  });

  it('refuses sight from a unit that is not the General’s, naming query.unit', async () => {
    const enemy = Object.values(state.units).find((u) => u.side !== game.side);
    assert.ok(enemy !== undefined);
    for (const asked of [enemy.id, 'no-such-unit', '']) {
      const answer = await call(
        server.url,
        'GET',
        `/api/games/${game.id}/sight?side=${game.side}&unit=${asked}`,
      );
      assert.equal(answer.status, 400, answer.text);
      const error = (answer.json as { error: { problems: { where: string }[] } }).error;
      assert.equal(error.problems[0]?.where, 'query.unit');
    }
  });
});
