import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ARMOURED_CLASH_RULES,
  type Choice,
  type CloseQuartersPlan,
  attackOdds,
  planCloseQuarters,
} from '@warroom/armoured-clash';
import { TO_CHARGE, chargingSkirmish } from '@warroom/armoured-clash/testing';
import { toPairs } from '@warroom/engine';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { replayedGame } from '../testing/replayed-state.js';
import { assertOddsClose } from '../testing/odds-pairs.js';
import { decideAsWaited, startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

/** The Charge: A's rifles' Officer to touch B's rank (B's Officer deployed at (10, 30), facing them). */
const CHARGE: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 29], facing: 90 };
type Pairs = [number, number][];
interface StrikeJson {
  readonly attacker: string;
  readonly retaliation: boolean;
  readonly dice: number;
  readonly rating: string;
  readonly defence: number;
  readonly hits: Pairs;
  readonly damage: Pairs;
  readonly modelsDestroyed: Pairs;
}
interface CloseQuartersOddsJson {
  readonly attacker: string;
  readonly target: string;
  readonly attack: string;
  readonly charge: boolean;
  readonly defensiveAdvantage: boolean;
  readonly strikes: readonly StrikeJson[];
}

/** The served odds against the engine's plan and its exact odds. */
function matchesEngine(odds: CloseQuartersOddsJson, plan: CloseQuartersPlan): void {
  assert.equal(odds.attacker, plan.attacker);
  assert.equal(odds.target, plan.target);
  assert.equal(odds.defensiveAdvantage, plan.defensiveAdvantage);
  assert.equal(odds.strikes.length, plan.strikes.length);
  for (const [i, strike] of plan.strikes.entries()) {
    const shown = odds.strikes[i];
    assert.ok(shown !== undefined);
    assert.equal(shown.attacker, strike.attacker);
    assert.equal(shown.retaliation, strike.retaliation);
    assert.equal(shown.dice, strike.attack.weapon.dice);
    assert.equal(shown.defence, strike.attack.target.defence);
    const expected = attackOdds(strike.attack, ARMOURED_CLASH_RULES);
    assertOddsClose(shown.hits, toPairs(expected.hits), `strike ${i} hits`);
    assertOddsClose(shown.damage, toPairs(expected.damage), `strike ${i} damage`);
    assertOddsClose(shown.modelsDestroyed, toPairs(expected.modelsDestroyed), `strike ${i} models`);
  }
}

describe('the odds of a Close Quarters Combat in a game', () => {
  let server: RunningServer;
  let base: string;
  let id: string;
  const decide = (choice: Choice) => decideAsWaited(server, id, choice);
  const odds = (query: string) =>
    call(base, 'GET', `/api/games/${id}/odds?side=a&attack=closeQuarters&${query}`);
  const engineNow = async (): Promise<CloseQuartersPlan> => {
    const { setup, state } = await replayedGame(server.db, id);
    return planCloseQuarters(setup, state);
  };

  before(async () => {
    server = await startTestServer();
    base = server.url;
    id = await storedHotSeatGame(server, chargingSkirmish(), 1, TO_CHARGE);
  });
  after(async () => {
    await server?.close();
  });

  it('rulebook p.28 Close Quarters Attacks: before a Charge (at, facing), the odds of the combat it would begin equal the engine’s exact odds once it is made', async () => {
    const asked = await odds('attacker=a-rifles&target=b-rifles&at=10,29&facing=90');
    assert.equal(asked.status, 200, asked.text);
    const planned = asked.json as CloseQuartersOddsJson;
    assert.equal(planned.attack, 'closeQuarters');
    assert.equal(planned.charge, true);
    assert.deepEqual(
      planned.strikes.map((s) => [s.attacker, s.retaliation]),
      [
        ['a-rifles', false],
        ['b-rifles', true],
      ],
    );

    await decide(CHARGE);
    const answer = await odds('attacker=a-rifles&target=b-rifles');
    assert.equal(answer.status, 200, answer.text);
    const made = answer.json as CloseQuartersOddsJson;
    assert.equal(made.charge, false);
    const plan = await engineNow();
    matchesEngine(made, plan);
    matchesEngine(planned, plan);
  });

  it('refuses odds that are not of the active unit’s Charge, or a Charge given half, saying where', async () => {
    const notActive = await odds('attacker=a-tanks&target=b-rifles');
    assert.equal(notActive.status, 400, notActive.text);
    assert.match(notActive.text, /query\.attacker/);
    const otherTarget = await odds('attacker=a-rifles&target=b-tanks');
    assert.equal(otherTarget.status, 400, otherTarget.text);
    assert.match(otherTarget.text, /query\.target/);
    const half = await odds('attacker=a-rifles&target=b-rifles&at=1,2');
    assert.equal(half.status, 400, half.text);
    assert.match(half.text, /query\.facing/);
    const notAPoint = await odds('attacker=a-rifles&target=b-rifles&at=x&facing=90');
    assert.equal(notAPoint.status, 400, notAPoint.text);
    assert.match(notAPoint.text, /query\.at/);
    const bad = await call(
      base,
      'GET',
      `/api/games/${id}/odds?side=a&attack=artillery&attacker=a-rifles&target=b-rifles`,
    );
    assert.equal(bad.status, 400, bad.text);
    assert.match(bad.text, /query\.attack/);
  });
});
