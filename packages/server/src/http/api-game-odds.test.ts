import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  ARMOURED_CLASH_RULES,
  type AttackDiceShown,
  type Choice,
  attackOdds,
  countValues,
  disciplineModifiers,
  modifiedDiscipline,
  planRangedAttack,
} from '@warroom/armoured-clash';
import { heuristicPlayer } from '@warroom/bots';
import { toPairs } from '@warroom/engine';
import { SAMPLE_FORCES_DIR } from '../data-paths.js';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { replayedGame } from '../testing/replayed-state.js';
import { assertOddsClose } from '../testing/odds-pairs.js';
import { type GameJson, getGame } from '../testing/play-over-http.js';
import { startTestServer } from '../testing/hot-seat-server.js';

const list = (name: string): unknown =>
  JSON.parse(readFileSync(join(SAMPLE_FORCES_DIR, name), 'utf8')) as unknown;
/** A sample list without its transports and the units embarked on them (not played yet). */
function withoutTransports(list: unknown): unknown {
  const force = list as { battlegroups: { units: { embarkedOn?: string; tag?: string }[] }[] };
  return {
    ...force,
    battlegroups: force.battlegroups.map((group) => ({
      ...group,
      units: group.units.filter((unit) => unit.embarkedOn === undefined && unit.tag === undefined),
    })),
  };
}
/** Enough decisions for the person's first Ranged Attack to be offered. */
const DECISIONS_TO_AN_ATTACK = 300;
/** Hits each face scores without conversions (rulebook p.33). */
const FACE_HITS: Readonly<Record<string, number>> = { 'Heroic Strike': 2, Strike: 1 };
type Pairs = [number, number][];
interface OddsJson {
  readonly attacker: string;
  readonly target: string;
  readonly dice: number;
  readonly rating: string;
  readonly hits: Pairs;
  readonly damage: Pairs;
  readonly modelsDestroyed: Pairs;
  readonly suppression?: { readonly tested: number; readonly failed: number };
}

/** Plays the person's decisions with the heuristic bot until a Ranged Attack is offered. */
async function untilRangedAttack(base: string, id: string): Promise<GameJson> {
  const player = heuristicPlayer();
  for (let i = 0; i < DECISIONS_TO_AN_ATTACK; i++) {
    const game = await getGame(base, id, 'a');
    assert.ok(game.decision !== undefined, 'the game ended before a Ranged Attack was offered');
    if (game.decision.options.some((o) => o.kind === 'rangedAttack')) return game;
    const { index, ...decision } = game.decision;
    const choice = player.choose(game.setup, game.view, decision);
    const answer = await call(base, 'POST', `/api/games/${id}/decisions`, {
      json: { index, choice },
    });
    assert.equal(answer.status, 200, answer.text);
  }
  throw new Error(`no Ranged Attack offered in ${DECISIONS_TO_AN_ATTACK} decisions`);
}

describe('the odds of an attack in a game, and its dice', () => {
  let server: RunningServer;
  let base: string;
  let game: GameJson;
  let attack: Choice & { readonly target: string };
  before(async () => {
    server = await startTestServer();
    base = server.url;
    const created = await call(base, 'POST', '/api/games', {
      json: {
        forces: {
          a: { list: withoutTransports(list('crown-skirmish.json')) },
          b: { list: withoutTransports(list('imperium-skirmish.json')) },
        },
        opponent: 'heuristic',
        seed: 'odds-before-an-attack',
      },
    });
    assert.equal(created.status, 201, created.text);
    const { id } = (created.json as { game: GameJson }).game;
    game = await untilRangedAttack(base, id);
    const offered = game.decision?.options.find((o) => o.kind === 'rangedAttack');
    assert.ok(offered?.target !== undefined);
    attack = { ...offered, target: offered.target };
  });
  after(async () => {
    await server?.close();
  });

  it('rulebook pp.26-27 Ranged Attacks: GET /api/games/:id/odds gives the engine’s exact odds for that attacker and target as they stand in its Activation, the Suppression Test over the cards General A has not seen', async () => {
    const attacker = game.view.activation?.unit ?? '';
    const answer = await call(
      base,
      'GET',
      `/api/games/${game.id}/odds?attacker=${attacker}&target=${attack.target}`,
    );
    assert.equal(answer.status, 200, answer.text);
    const odds = answer.json as OddsJson;

    const { setup, state } = await replayedGame(server.db, game.id);
    const aimed = state.activation?.aimed ?? false;
    // The attacker's Activation: what its Movement Step did (Move or Fire, Trail, Reforming).
    const plan = planRangedAttack(
      setup,
      state,
      attacker,
      attack.target,
      aimed,
      false,
      state.activation,
    );
    const target = state.units[attack.target];
    const profile = setup.generals.b.units.find((u) => u.id === attack.target);
    assert.ok(target !== undefined && profile !== undefined);
    // General B's deck and hand alike: A sees neither.
    const unseen = [...state.players.b.deck.piles.drawPile, ...state.players.b.deck.hand];
    const deck = countValues(unseen.map((c) => setup.generals.b.deck.cards[c]?.value ?? 0));
    const expected = attackOdds(plan.attack, ARMOURED_CLASH_RULES, {
      suppression: {
        deck,
        morale: {
          discipline: modifiedDiscipline(
            profile.discipline,
            disciplineModifiers(setup, state, attack.target),
          ),
          suppressed: target.statuses.includes('suppressed'),
          activated: target.statuses.includes('activated'),
          ...(profile.breakLimit === undefined ? {} : { breakLimit: profile.breakLimit }),
        },
      },
    });
    assert.equal(odds.attacker, attacker);
    assert.equal(odds.dice, plan.attack.weapon.dice);
    assertOddsClose(odds.hits, toPairs(expected.hits), 'hits');
    assertOddsClose(odds.damage, toPairs(expected.damage), 'damage');
    assertOddsClose(odds.modelsDestroyed, toPairs(expected.modelsDestroyed), 'models destroyed');
    assert.ok(odds.suppression !== undefined && expected.suppression !== undefined);
    assert.ok(Math.abs(odds.suppression.tested - expected.suppression.tested) < 1e-12);
    assert.ok(Math.abs(odds.suppression.failed - expected.suppression.failed) < 1e-12);
  });

  it('refuses odds for a unit that is not the General’s, an unknown unit, or a target it cannot attack, saying where', async () => {
    const attacker = game.view.activation?.unit ?? '';
    const ask = (query: string) => call(base, 'GET', `/api/games/${game.id}/odds?${query}`);
    const unknown = await ask(`attacker=no-such-unit&target=${attack.target}`);
    assert.equal(unknown.status, 400, unknown.text);
    assert.match(unknown.text, /query\.attacker/);
    const theirs = await ask(`attacker=${attack.target}&target=${attacker}`);
    assert.equal(theirs.status, 400, theirs.text);
    // rulebook p.57: the card draw made side a General B in this game; the refusal names the General as the draw made it.
    const asker = game.view.generals?.generalA === 'b' ? 'General B' : 'General A';
    assert.equal(asker, 'General B');
    assert.match(theirs.text, new RegExp(`not ${asker}'s unit`));
    const friendly = Object.values(game.view.units).find(
      (u) => u.side === 'a' && u.id !== attacker,
    );
    assert.ok(friendly !== undefined);
    const own = await ask(`attacker=${attacker}&target=${friendly.id}`);
    assert.equal(own.status, 400, own.text);
    assert.match(own.text, /rulebook p\.26 Choose a Target/);
    const bot = await ask(`side=b&attacker=${attacker}&target=${attack.target}`);
    assert.equal(bot.status, 403, bot.text);
  });

  it('rulebook p.33 Resolving an Attack Roll: the attack’s event carries its dice, re-rolls and the hits they score', async () => {
    const answer = await call(base, 'POST', `/api/games/${game.id}/decisions`, {
      json: { index: game.index, choice: attack },
    });
    assert.equal(answer.status, 200, answer.text);
    type Made = { events: { kind: string; text: string; roll?: AttackDiceShown }[] }[];
    const reply = answer.json as { made: Made; game: GameJson };
    const made = [...reply.made];
    let now = reply.game;
    // rulebook pp.37-38: the target's General (the bot) may first issue a Command to it (Dig In); A lets it pass.
    // rulebook p.33 Bonus Re-Rolls: then, the dice rolled, A may issue a Command before any is re-rolled; A goes on.
    for (const kind of ['noInterference', 'attackRerolls'] as const) {
      if (now.decision?.options.some((o) => o.kind === kind) !== true) continue;
      const passed = await call(base, 'POST', `/api/games/${game.id}/decisions`, {
        json: { index: now.index, choice: { kind } },
      });
      assert.equal(passed.status, 200, passed.text);
      const answered = passed.json as { made: Made; game: GameJson };
      made.push(...answered.made);
      now = answered.game;
    }
    const fired = made.flatMap((m) => m.events).find((e) => e.kind === 'rangedAttack');
    assert.ok(fired?.roll !== undefined, JSON.stringify(made));
    const { roll } = fired;
    assert.match(fired.text, new RegExp(`: ${roll.rating}, ${roll.dice.length} dice `));
    assert.match(fired.text, new RegExp(`, ${roll.hits} hits, ${roll.damage} damage, `));
    const scored = roll.dice.reduce((sum, die) => sum + (FACE_HITS[die.face] ?? 0), 0);
    assert.equal(scored, roll.hits);
    assert.ok(roll.dice.every((die) => die.rerolled || die.rolled === die.face));
    assert.equal(roll.damage, Math.floor(roll.hits / roll.defence));
  });
});
