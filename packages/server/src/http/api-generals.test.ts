import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Side } from '@warroom/armoured-clash';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { type GameJson, getGame } from '../testing/play-over-http.js';
import { SKIRMISH_FORCES, startTestServer } from '../testing/hot-seat-server.js';

const SEED = 'general-a-by-the-draw';

describe('rulebook p.57 Deploy Forces over the games API (POST /api/games with generals drawn)', () => {
  let server: RunningServer;
  let game: GameJson;
  before(async () => {
    server = await startTestServer();
    const created = await call(server.url, 'POST', '/api/games', {
      json: { forces: SKIRMISH_FORCES, opponent: 'hotseat', seed: SEED, generals: 'drawn' },
    });
    assert.equal(created.status, 201, created.text);
    game = (created.json as { game: GameJson }).game;
  });
  after(async () => {
    await server?.close();
  });

  it('rulebook p.57 Deploy Forces: the winner of the draw decides who is General A, who claims a zone; the game then shows the zones as claimed', async () => {
    assert.equal(game.view.stage, 'generals');
    const winner: Side | undefined = game.view.generals?.winner;
    assert.ok(winner !== undefined);
    const decide = async (side: Side, choice: object): Promise<GameJson> => {
      const seen = await getGame(server.url, game.id, side);
      assert.equal(seen.decision?.player, side);
      const answer = await call(server.url, 'POST', `/api/games/${game.id}/decisions`, {
        json: { side, index: seen.decision?.index, choice },
      });
      assert.equal(answer.status, 200, answer.text);
      return getGame(server.url, game.id, side);
    };
    // The winner chooses to be General B: the other General claims the zone the setup gave the winner.
    const other: Side = winner === 'a' ? 'b' : 'a';
    const given = game.setup.generals[winner];
    await decide(winner, { kind: 'chooseGeneral', general: 'B' });
    const claimed = await decide(other, { kind: 'claimZone', rearEdge: given.rearEdge });
    assert.equal(claimed.view.stage, 'deployment');
    assert.equal(claimed.decision?.player ?? claimed.waitingFor?.player, other);
    assert.deepEqual(claimed.setup.generals[other].zone, given.zone);
    assert.equal(claimed.setup.generals[other].rearEdge, given.rearEdge);
  });
});
