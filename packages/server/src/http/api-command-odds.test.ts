import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ARMOURED_CLASH_RULES,
  type ArmyUnit,
  type Attack,
  type Choice,
  type GameSetup,
  RECORD_FORMAT,
  attackOdds,
  boostAttack,
  planChargeCloseQuarters,
  planRangedAttack,
  replay,
} from '@warroom/armoured-clash';
import {
  CARD,
  OPENING_CHOICES,
  TO_ATTACK_STEP,
  commandSkirmish,
} from '@warroom/armoured-clash/testing';
import { toPairs } from '@warroom/engine';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { assertOddsClose } from '../testing/odds-pairs.js';
import { seedDealing } from '../testing/seed-dealing.js';
import { startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

/** A's rifles fast enough to Charge B's rank 23" away at the start (twice 12"). */
const CHARGING_SPEED = 12;
/** A Charge of A's rifles to touch B's rank (B's Officer deployed at (10, 30), facing them). */
const CHARGE = { target: 'b-rifles', at: [10, 29] as const, facing: 90 };
type Pairs = [number, number][];
interface AttackJson {
  readonly attacker: string;
  readonly retaliation?: boolean;
  readonly rating: string;
  readonly modifiers: readonly { source: string; effect: string }[];
  readonly hits: Pairs;
  readonly modelsDestroyed: Pairs;
  readonly command?: { card: number; name: string };
}
interface CloseQuartersJson {
  readonly command?: { card: number; name: string };
  readonly strikes: readonly AttackJson[];
}

const fastRifles = (u: ArmyUnit): ArmyUnit =>
  u.id === 'a-rifles' ? { ...u, speed: CHARGING_SPEED } : u;

/** The served odds of one attack against the engine's exact odds of `attack`. */
function matches(shown: AttackJson, attack: Attack, what: string): void {
  const expected = attackOdds(attack, ARMOURED_CLASH_RULES);
  for (const [name, pairs, wanted] of [
    ['hits', shown.hits, toPairs(expected.hits)],
    ['models', shown.modelsDestroyed, toPairs(expected.modelsDestroyed)],
  ] as const)
    assertOddsClose(pairs, wanted, `${what} ${name}`);
}

describe('the odds of an attack counting a Command issued with it', () => {
  let server: RunningServer;
  let base: string;
  before(async () => {
    server = await startTestServer();
    base = server.url;
  });
  after(async () => {
    await server?.close();
  });

  /** A hot-seat game stored with these choices made, its seed dealing `card` to A. */
  async function gameWith(
    setup: GameSetup,
    choices: readonly Choice[],
    held: readonly number[],
    notHeld: readonly number[] = [],
  ) {
    const seed = seedDealing(setup, choices, held, notHeld);
    const id = await storedHotSeatGame(server, setup, seed, choices);
    const { state } = replay({ format: RECORD_FORMAT, setup, seed, choices });
    return { id, state };
  }

  it('rulebook p.37 Commands, p.26: the odds of a Ranged Attack with Precision Fire count its Combat Rating Bonus, as the attack made with it would', async () => {
    const setup = commandSkirmish();
    const { id, state } = await gameWith(setup, TO_ATTACK_STEP, [CARD.precisionFire]);
    const decision = (
      (await call(base, 'GET', `/api/games/${id}?side=a`)).json as {
        decision: { options: Choice[] };
      }
    ).decision;
    assert.ok(
      decision.options.some(
        (o) =>
          o.kind === 'rangedAttack' && o.target === 'b-tanks' && o.command === CARD.precisionFire,
      ),
      'the decision offers the attack with the Command',
    );
    const ask = (extra: string) =>
      call(base, 'GET', `/api/games/${id}/odds?side=a&attacker=a-tanks&target=b-tanks${extra}`);
    const without = (await ask('')).json as AttackJson;
    const answer = await ask(`&command=${CARD.precisionFire}`);
    assert.equal(answer.status, 200, answer.text);
    const withCommand = answer.json as AttackJson;
    assert.deepEqual(withCommand.command, { card: CARD.precisionFire, name: 'Precision Fire' });
    assert.equal(without.command, undefined);
    assert.deepEqual(
      withCommand.modifiers.filter((m) => m.source === 'Precision Fire'),
      [{ source: 'Precision Fire', effect: 'bonus' }],
    );
    const plan = planRangedAttack(
      setup,
      state,
      'a-tanks',
      'b-tanks',
      false,
      false,
      state.activation,
    );
    const effects = setup.generals.a.deck.cards[CARD.precisionFire]?.command.effects ?? [];
    const boosted = boostAttack('Precision Fire', effects)(plan.attack);
    assert.notEqual(withCommand.rating, without.rating);
    assert.equal(withCommand.rating, boosted.situation.rating);
    matches(withCommand, boosted, 'with Precision Fire');
  });

  it('rulebook p.37 Issuing Commands: a Command the unit cannot be issued with this attack is refused at query.command, with the rule', async () => {
    const setup = commandSkirmish();
    const { id } = await gameWith(
      setup,
      TO_ATTACK_STEP,
      [CARD.precisionFire, CARD.likeLions],
      [CARD.steadyHands],
    );
    const ask = (command: string) =>
      call(
        base,
        'GET',
        `/api/games/${id}/odds?side=a&attacker=a-tanks&target=b-tanks&command=${command}`,
      );
    const notACard = await ask('first');
    assert.equal(notACard.status, 400);
    assert.match(notACard.text, /query\.command/);
    const notHeld = await ask(String(CARD.steadyHands));
    assert.equal(notHeld.status, 400);
    assert.match(notHeld.text, /card 1 is not in your hand/);
    // Like Lions is a Close Quarters Command: not one issued as a Ranged Attack is declared.
    const wrongMoment = await ask(String(CARD.likeLions));
    assert.equal(wrongMoment.status, 400);
    const error = (wrongMoment.json as { error: { rule: string; problems: { where: string }[] } })
      .error;
    assert.equal(error.rule, 'rulebook p.37 Issuing Commands');
    assert.deepEqual(
      error.problems.map((p) => p.where),
      ['query.command'],
    );
  });

  it("rulebook p.28 Close Quarters Attacks, p.37: before a Charge is made, the odds count Like Lions in the charging unit's attack only, not the Retaliation", async () => {
    const setup = commandSkirmish(fastRifles);
    const choices: Choice[] = [...OPENING_CHOICES, { kind: 'activate', unit: 'a-rifles' }];
    const { id, state } = await gameWith(setup, choices, [CARD.likeLions]);
    const answer = await call(
      base,
      'GET',
      `/api/games/${id}/odds?side=a&attack=closeQuarters&attacker=a-rifles&target=b-rifles&at=10,29&facing=90&command=${CARD.likeLions}`,
    );
    assert.equal(answer.status, 200, answer.text);
    const odds = answer.json as CloseQuartersJson;
    assert.deepEqual(odds.command, { card: CARD.likeLions, name: 'Like Lions' });
    const plan = planChargeCloseQuarters(setup, state, CHARGE.target, CHARGE.at, CHARGE.facing);
    const effects = setup.generals.a.deck.cards[CARD.likeLions]?.command.effects ?? [];
    assert.equal(odds.strikes.length, plan.strikes.length);
    for (const [i, strike] of plan.strikes.entries()) {
      const shown = odds.strikes[i];
      assert.ok(shown !== undefined);
      const own = strike.attacker === 'a-rifles';
      const attack = own ? boostAttack('Like Lions', effects)(strike.attack) : strike.attack;
      assert.equal(
        shown.modifiers.some((m) => m.source === 'Like Lions'),
        own,
        `strike ${i}`,
      );
      matches(shown, attack, `strike ${i}`);
    }
  });
});
