import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type GameRecord,
  FORWARD_TABLE,
  RECORD_FORMAT,
  drawClash,
  drawForClashChoice,
  replay,
} from '@warroom/armoured-clash';
import { type RunningServer, startServer } from '../start.js';
import { call } from '../testing/api-client.js';
import type { GameJson } from '../testing/play-over-http.js';
import { getGame as storedGame } from '../store/game-store.js';

/** A Skirmish force of two units of a faction's battlegroup. */
const skirmish = (
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
const FORCES = {
  a: skirmish('Skirmish Rifles', 'Crown', 'crown-faction-battlegroup', [
    'rifle-command-platoon',
    'rifle-platoon',
  ]),
  b: skirmish('Skirmish Grenadiers', 'Imperium', 'imperium-faction-battlegroup', [
    'grenadier-command-company',
    'grenadier-company',
  ]),
};
/** Seeds whose draw the first force wins (Crown 7 against Imperium 4) and the second (5 against 12). */
const A_WINS = 'chosen-3';
const B_WINS = 'chosen-1';

interface ClashChoiceJson {
  readonly clashChoice: {
    readonly id: string;
    readonly draws: readonly {
      readonly a: { card: number; value: number; name?: string };
      readonly b: { card: number; value: number; name?: string };
    }[];
    readonly winner: 'a' | 'b';
    readonly names: { readonly a: string; readonly b: string };
    readonly clashes: readonly string[];
  };
}
type Created = GameJson & {
  readonly clash: string;
  readonly clashChoice?: { draws: unknown; winner: string; by?: string };
};

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
    call(server.url, 'POST', '/api/games', { json: { forces: FORCES, ...body } });

  it('rulebook p.56 Select a Clash: a person who wins the card draw is shown the draw (not the seed), chooses the Clash, and the game is set up for it with the draw recorded', async () => {
    const drawn = await create({ clash: 'chosen', opponent: 'heuristic', seed: A_WINS });
    assert.equal(drawn.status, 202, drawn.text);
    const { clashChoice } = drawn.json as ClashChoiceJson;
    assert.equal(clashChoice.winner, 'a');
    assert.deepEqual(
      clashChoice.draws.map((pair) => [pair.a.value, pair.b.value]),
      [[7, 4]],
    );
    assert.deepEqual(clashChoice.names, { a: 'Skirmish Rifles', b: 'Skirmish Grenadiers' });
    assert.ok(clashChoice.clashes.includes('findTheLady'));
    assert.doesNotMatch(drawn.text, new RegExp(A_WINS));

    const chosen = await call(server.url, 'POST', `/api/clash-choices/${clashChoice.id}`, {
      json: { clash: 'findTheLady' },
    });
    assert.equal(chosen.status, 201, chosen.text);
    const game = (chosen.json as { game: Created }).game;
    assert.equal(game.clash, 'findTheLady');
    assert.equal(game.setup.clash, 'findTheLady');
    const { a, b } = game.setup.generals;
    const draw = drawForClashChoice(A_WINS, { a: a.deck, b: b.deck });
    assert.deepEqual(game.clashChoice, { draws: draw.draws, winner: 'a' });
    assert.deepEqual(
      clashChoice.draws.map((pair) => ({ a: pair.a.card, b: pair.b.card })),
      draw.draws,
    );
    // The draw and the Clash chosen are stored with the game, in its setup, and the record replays.
    const stored = await storedGame(server.db, game.id);
    assert.equal(stored?.setup.clashDrawn, undefined);
    assert.deepEqual(stored?.setup.clashChosen, {
      draws: draw.draws,
      winner: 'a',
      clash: 'findTheLady',
    });
    const record: GameRecord = {
      format: RECORD_FORMAT,
      setup: stored?.setup ?? game.setup,
      seed: stored?.seed ?? A_WINS,
      choices: (stored?.choices ?? []).map((c) => c.choice),
    };
    assert.equal(replay(record).illegal, undefined);
    // A Clash is chosen once.
    const again = await call(server.url, 'POST', `/api/clash-choices/${clashChoice.id}`, {
      json: { clash: 'supplyDrop' },
    });
    assert.equal(again.status, 404);
    assert.match(again.text, /waits for a choice of Clash \(rulebook p\.56 Select a Clash\)/);
  });

  it('rulebook p.56 Select a Clash: a bot that wins the draw chooses at once (the heuristic bot: Pitched Battle; the random bot: drawn from the seed)', async () => {
    const heuristic = await create({ clash: 'chosen', opponent: 'heuristic', seed: B_WINS });
    assert.equal(heuristic.status, 201, heuristic.text);
    const game = (heuristic.json as { game: Created }).game;
    assert.equal(game.clash, 'pitchedBattle');
    assert.deepEqual(game.clashChoice, {
      draws: drawForClashChoice(B_WINS, {
        a: game.setup.generals.a.deck,
        b: game.setup.generals.b.deck,
      }).draws,
      winner: 'b',
      by: 'heuristic',
    });
    const random = await create({ clash: 'chosen', opponent: 'random', seed: B_WINS });
    assert.equal(random.status, 201, random.text);
    const randomGame = (random.json as { game: Created }).game;
    assert.equal(randomGame.clash, drawClash(`${B_WINS}:clash-choice`));
    assert.equal(randomGame.clashChoice?.by, 'random');
    // Against a bot, the person playing B wins the same draw: theirs to choose.
    const person = await create({
      clash: 'chosen',
      opponent: 'heuristic',
      human: 'b',
      seed: B_WINS,
    });
    assert.equal(person.status, 202, person.text);
  });

  it("bad input: a Clash chosen that is not one the engine plays is refused at body.clash; a hot-seat draw is the winner's to choose", async () => {
    const drawn = await create({ clash: 'chosen', opponent: 'hotseat', seed: B_WINS });
    assert.equal(drawn.status, 202, drawn.text);
    const { id, winner } = (drawn.json as ClashChoiceJson).clashChoice;
    assert.equal(winner, 'b');
    const wrong = await call(server.url, 'POST', `/api/clash-choices/${id}`, {
      json: { clash: 'random' },
    });
    assert.equal(wrong.status, 400);
    assert.equal(
      (wrong.json as { error: { problems: { where: string }[] } }).error.problems[0]?.where,
      'body.clash',
    );
    const right = await call(server.url, 'POST', `/api/clash-choices/${id}`, {
      json: { clash: 'supplyDrop' },
    });
    assert.equal(right.status, 201, right.text);
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
