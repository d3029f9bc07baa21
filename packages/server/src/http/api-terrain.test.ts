import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { drawClash } from '@warroom/armoured-clash';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { type GameJson, getGame, playOverHttp } from '../testing/play-over-http.js';
import { SKIRMISH_FORCES, startTestServer } from '../testing/hot-seat-server.js';

const SEED = 'terrain-placed-by-the-generals';
/** More decisions than placing a Skirmish's terrain takes (at most 7 sample pieces, each side a stop). */
const TERRAIN_DECISIONS = 10;

describe('rulebook p.56 Preparing to Play over the games API (POST /api/games with clash random, terrain placed)', () => {
  let server: RunningServer;
  let game: GameJson;
  before(async () => {
    server = await startTestServer();
    const created = await call(server.url, 'POST', '/api/games', {
      json: {
        forces: SKIRMISH_FORCES,
        opponent: 'heuristic',
        seed: SEED,
        clash: 'random',
        terrain: 'placed',
      },
    });
    assert.equal(created.status, 201, created.text);
    game = (created.json as { game: GameJson }).game;
  });
  after(async () => {
    await server?.close();
  });

  it("rulebook p.56 Select a Clash: the Clash determined randomly is drawn from the game's seed", () => {
    assert.equal(game.setup.clash, drawClash(SEED));
    assert.deepEqual(game.setup.clashDrawn, { seed: SEED });
  });

  it('rulebook p.56 Placing Terrain: General A is asked to place a piece first; an illegal piece is refused with the rule', async () => {
    assert.equal(game.view.stage, 'terrain');
    const place = game.decision?.constraints?.find((c) => c.kind === 'placeTerrain');
    assert.ok(place !== undefined && 'pieces' in place);
    const refused = await call(server.url, 'POST', `/api/games/${game.id}/decisions`, {
      json: {
        side: 'a',
        index: game.index,
        choice: { kind: 'placeTerrain', piece: place.pieces[0], at: [1, 1], facing: 0 },
      },
    });
    assert.equal(refused.status, 400, refused.text);
    const error = (refused.json as { error: { rule?: string; message?: string } }).error;
    assert.equal(error.rule, 'rulebook p.56 Placing Terrain');
    assert.match(
      error.message ?? '',
      /is not entirely on the battlefield|from the (south|west) battlefield edge/,
    );
  });

  it('rulebook p.56 Placing Terrain: the Generals place terrain in turns, then deploy; the game shows the battlefield with the pieces placed, each once', async () => {
    await playOverHttp(server.url, game.id, TERRAIN_DECISIONS);
    const now = await getGame(server.url, game.id, 'a');
    assert.notEqual(now.view.stage, 'terrain');
    const placed = now.view.placedTerrain ?? [];
    assert.ok(placed.length >= 5);
    const ids = now.setup.terrain.map((t) => t.id);
    for (const piece of placed) assert.equal(ids.filter((id) => id === piece.id).length, 1);
  });
});
