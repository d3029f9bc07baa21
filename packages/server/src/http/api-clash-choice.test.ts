import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type GameRecord,
  FORWARD_TABLE,
  RECORD_FORMAT,
  initialState,
  replay,
} from '@warroom/armoured-clash';
import { type RunningServer, startServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { SKIRMISH_FORCES } from '../testing/hot-seat-server.js';
import { type GameJson, getGame } from '../testing/play-over-http.js';
import { getGame as storedGame } from '../store/game-store.js';

/** Seeds whose card draw for the Clash the first force wins and the second (rulebook p.56 Select a Clash). */
const A_WINS = 'chosen-3';
const B_WINS = 'chosen-1';

type Created = GameJson & { readonly clash: string };
describe('rulebook p.56 Select a Clash over the games API (POST /api/games with clash chosen)', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer({
      database: { kind: 'pglite' },
      port: 0,
      host: '127.0.0.1',
      log: () => undefined,
    });
  });
  after(async () => {
    await server?.close();
  });
  const create = (body: object) =>
    call(server.url, 'POST', '/api/games', { json: { forces: SKIRMISH_FORCES, ...body } });
  const decide = (game: GameJson, choice: object) =>
    call(server.url, 'POST', `/api/games/${game.id}/decisions`, {
      json: { side: game.side, index: game.decision?.index, choice },
    });

  it('rulebook p.56 Select a Clash: a person who wins the card draw is shown the draw (not the seed) and chooses the Clash through the decision route; the game is played with it and its record replays', async () => {
    const drawn = await create({ clash: 'chosen', opponent: 'heuristic', seed: A_WINS });
    assert.equal(drawn.status, 201, drawn.text);
    const game = (drawn.json as { game: Created }).game;
    assert.equal(game.clash, 'chosen');
    assert.equal(game.view.stage, 'clash');
    assert.equal(game.view.clashDraw?.winner, 'a');
    assert.deepEqual(game.view.clashDraw, initialState(game.setup, A_WINS).clashDraw);
    assert.deepEqual(
      game.decision?.options.map((o) => (o.kind === 'chooseClash' ? o.clash : o.kind)),
      ['pitchedBattle', 'supplyDrop', 'lordOfTheManor', 'findTheLady', 'flankingManoeuvres'],
    );
    assert.doesNotMatch(drawn.text, new RegExp(A_WINS));

    const chosen = await decide(game, { kind: 'chooseClash', clash: 'findTheLady' });
    assert.equal(chosen.status, 200, chosen.text);
    const played = (chosen.json as { game: Created }).game;
    assert.equal(played.clash, 'findTheLady');
    assert.equal(played.setup.clash, 'findTheLady');
    assert.equal(played.view.clashDraw?.clash, 'findTheLady');
    // The choice is stored with the game's decisions, and the record replays.
    const stored = await storedGame(server.db, game.id);
    assert.deepEqual(stored?.choices[0]?.choice, { kind: 'chooseClash', clash: 'findTheLady' });
    const record: GameRecord = {
      format: RECORD_FORMAT,
      setup: stored?.setup ?? game.setup,
      seed: stored?.seed ?? A_WINS,
      choices: (stored?.choices ?? []).map((c) => c.choice),
    };
    const replayed = replay(record);
    assert.equal(replayed.illegal, undefined);
    assert.equal(replayed.state.clashDraw?.clash, 'findTheLady');
    // A Clash is chosen once.
    const again = await decide(game, { kind: 'chooseClash', clash: 'supplyDrop' });
    assert.equal(again.status, 409, again.text);
  });

  it('rulebook p.56 Select a Clash: a bot that wins the draw chooses at once (the heuristic bot: Pitched Battle); the person playing B against it chooses', async () => {
    const heuristic = await create({ clash: 'chosen', opponent: 'heuristic', seed: B_WINS });
    assert.equal(heuristic.status, 201, heuristic.text);
    const game = (heuristic.json as { game: Created }).game;
    assert.equal(game.clash, 'pitchedBattle');
    assert.deepEqual(game.view.clashDraw?.winner, 'b');
    assert.equal(game.view.clashDraw?.clash, 'pitchedBattle');
    const random = await create({ clash: 'chosen', opponent: 'random', seed: B_WINS });
    assert.equal(random.status, 201, random.text);
    const randomGame = (random.json as { game: Created }).game;
    assert.notEqual(randomGame.view.clashDraw?.clash, undefined);
    const person = await create({
      clash: 'chosen',
      opponent: 'heuristic',
      human: 'b',
      seed: B_WINS,
    });
    assert.equal(person.status, 201, person.text);
    const theirs = (person.json as { game: Created }).game;
    assert.equal(theirs.decision?.options[0]?.kind, 'chooseClash');
  });

  it("bad input: a Clash that is not offered is refused with the rule; in hot-seat the winner's choice of Supply Drop leads to the draw for General A and the markers", async () => {
    const drawn = await create({ clash: 'chosen', opponent: 'hotseat', seed: B_WINS });
    assert.equal(drawn.status, 201, drawn.text);
    const game = (drawn.json as { game: Created }).game;
    assert.equal(game.decision, undefined);
    assert.equal(game.waitingFor?.player, 'b');
    const winner = await getGame(server.url, game.id, 'b');
    const wrong = await decide(winner, { kind: 'chooseClash', clash: 'random' });
    assert.equal(wrong.status, 400, wrong.text);
    assert.match(wrong.text, /clash must be a common Clash/);
    const right = await decide(winner, { kind: 'chooseClash', clash: 'supplyDrop' });
    assert.equal(right.status, 200, right.text);
    const supplyDrop = (right.json as { game: Created }).game;
    assert.equal(supplyDrop.clash, 'supplyDrop');
    // rulebook pp.57, 60: by default General A is drawn, then the Generals place Supply Drop's markers.
    assert.equal(supplyDrop.setup.supplyDropPlacement, true);
    assert.deepEqual(supplyDrop.setup.objectives, []);
    assert.equal(supplyDrop.view.stage, 'generals');
    const sample = await create({
      clash: 'supplyDrop',
      opponent: 'hotseat',
      seed: B_WINS,
      generals: 'fixed',
      supplies: 'sample',
    });
    assert.equal(sample.status, 201, sample.text);
    const sampled = (sample.json as { game: Created }).game;
    assert.equal(sampled.setup.supplyDropPlacement, undefined);
    assert.equal(sampled.setup.objectives?.length, 4);
    assert.equal(sampled.view.stage, 'deployment');
  });

  it('glossary: Forward: GET /api/game-options gives the rows of the Forward table the Play page words each die by', async () => {
    const options = await call(server.url, 'GET', '/api/game-options');
    assert.equal(options.status, 200);
    assert.deepEqual(
      (options.json as { forwardTable: typeof FORWARD_TABLE }).forwardTable,
      FORWARD_TABLE,
    );
  });
});
