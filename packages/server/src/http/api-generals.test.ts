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

  it('rulebook p.57 Deploy Forces: once the draw makes side b General A, a decision answered by the other side is refused naming each as the General it is', async () => {
    const created = await call(server.url, 'POST', '/api/games', {
      json: { forces: SKIRMISH_FORCES, opponent: 'hotseat', seed: SEED, generals: 'drawn' },
    });
    assert.equal(created.status, 201, created.text);
    const made = (created.json as { game: GameJson }).game;
    const winner: Side | undefined = made.view.generals?.winner;
    assert.ok(winner !== undefined);
    const post = (side: Side, index: number | undefined, choice: object) =>
      call(server.url, 'POST', `/api/games/${made.id}/decisions`, {
        json: { side, index, choice },
      });
    // The winner makes side b General A whichever side won; General A claims its zone.
    const general = winner === 'a' ? 'B' : 'A';
    const chosen = await post(winner, made.index, { kind: 'chooseGeneral', general });
    assert.equal(chosen.status, 200, chosen.text);
    const rearEdge = made.setup.generals.b.rearEdge;
    const claimed = await post('b', made.index + 1, { kind: 'claimZone', rearEdge });
    assert.equal(claimed.status, 200, claimed.text);
    const deploying = await getGame(server.url, made.id, 'b');
    assert.equal(deploying.decision?.player, 'b', 'General A deploys first');
    const refused = await post('a', deploying.index, { kind: 'reserve', unit: 'a-1' });
    assert.equal(refused.status, 409, refused.text);
    assert.match(
      refused.text,
      new RegExp(`decision ${deploying.index} is General A's to make, not General B's`),
    );
  });
});
