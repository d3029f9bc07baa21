import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ARMOURED_CLASH_RULES,
  RECORD_FORMAT,
  attackOdds,
  boostAttack,
  planRangedAttack,
  replay,
} from '@warroom/armoured-clash';
import { CARD, commandSkirmish } from '@warroom/armoured-clash/testing';
import { toPairs } from '@warroom/engine';
import type { RunningServer } from '../start.js';
import { call } from '../testing/api-client.js';
import { OPPORTUNITY_FIRE_SEED, TO_OPPORTUNITY_FIRE } from '../testing/opportunity-fire-fixture.js';
import { assertOddsClose } from '../testing/odds-pairs.js';
import { startTestServer, storedHotSeatGame } from '../testing/hot-seat-server.js';

type Pairs = [number, number][];
interface OddsJson {
  readonly attacker: string;
  readonly target: string;
  readonly attack: string;
  readonly rating: string;
  readonly modifiers: readonly { source: string; effect: string }[];
  readonly hits: Pairs;
  readonly modelsDestroyed: Pairs;
  readonly suppression?: unknown;
  readonly command?: { card: number; name: string };
}
interface ErrorJson {
  readonly error: { rule?: string; problems: { where: string; message: string }[] };
}

describe('the odds of Opportunity Fire before it is declared (GET /api/games/:id/odds?attack=opportunityFire)', () => {
  let server: RunningServer;
  let base: string;
  let id: string;
  const setup = commandSkirmish();
  const { state } = replay({
    format: RECORD_FORMAT,
    setup,
    seed: OPPORTUNITY_FIRE_SEED,
    choices: TO_OPPORTUNITY_FIRE,
  });
  before(async () => {
    server = await startTestServer();
    base = server.url;
    id = await storedHotSeatGame(server, setup, OPPORTUNITY_FIRE_SEED, TO_OPPORTUNITY_FIRE);
  });
  after(async () => {
    await server?.close();
  });

  const ask = (query: string) => call(base, 'GET', `/api/games/${id}/odds?side=b&${query}`);

  it('rulebook p.25 Opportunity Fire: the odds are the engine’s for the attack at the active unit with the Opportunity Fire penalty, and no Suppression Test', async () => {
    const answer = await ask('attacker=b-tanks&attack=opportunityFire');
    assert.equal(answer.status, 200, answer.text);
    const odds = answer.json as OddsJson;
    assert.equal(odds.attack, 'opportunityFire');
    assert.equal(odds.target, 'a-tanks');
    assert.deepEqual(
      odds.modifiers.filter((m) => m.source === 'Opportunity Fire'),
      [{ source: 'Opportunity Fire', effect: 'penalty' }],
    );
    assert.equal(odds.suppression, undefined, 'the target cannot be Suppressed by it');
    const plan = planRangedAttack(setup, state, 'b-tanks', 'a-tanks', false, true);
    const expected = attackOdds(plan.attack, ARMOURED_CLASH_RULES);
    assert.equal(odds.rating, plan.attack.situation.rating);
    assertOddsClose(odds.hits, toPairs(expected.hits), 'hits');
    assertOddsClose(odds.modelsDestroyed, toPairs(expected.modelsDestroyed), 'models destroyed');
    const named = await ask('attacker=b-tanks&attack=opportunityFire&target=a-tanks');
    assert.deepEqual(named.json, answer.json, 'the active unit named as the target');
  });

  it('rulebook pp.25, 37: Opportunity Fire with Steady Hands counts its re-rolls, as received', async () => {
    const answer = await ask(`attacker=b-tanks&attack=opportunityFire&command=${CARD.steadyHands}`);
    assert.equal(answer.status, 200, answer.text);
    const odds = answer.json as OddsJson;
    assert.deepEqual(odds.command, { card: CARD.steadyHands, name: 'Steady Hands' });
    const plan = planRangedAttack(setup, state, 'b-tanks', 'a-tanks', false, true);
    const effects = setup.generals.b.deck.cards[CARD.steadyHands]?.command.effects ?? [];
    const boosted = boostAttack('Steady Hands', effects)(plan.attack);
    const expected = attackOdds(boosted, ARMOURED_CLASH_RULES);
    assertOddsClose(odds.hits, toPairs(expected.hits), 'hits with Steady Hands');
    const plain = (await ask('attacker=b-tanks&attack=opportunityFire')).json as OddsJson;
    assert.notDeepEqual(odds.hits, plain.hits, 'the re-rolls change the hits');
  });

  it('rulebook p.25 Opportunity Fire Conditions: a unit its Reaction Step does not offer, or another target, is refused saying where', async () => {
    const notOnLookout = await ask('attacker=b-rifles&attack=opportunityFire');
    assert.equal(notOnLookout.status, 400);
    const refusal = (notOnLookout.json as ErrorJson).error;
    assert.equal(refusal.rule, 'rulebook p.25 Opportunity Fire Conditions');
    assert.deepEqual(
      refusal.problems.map((p) => p.where),
      ['query.attacker'],
    );
    const otherTarget = await ask('attacker=b-tanks&attack=opportunityFire&target=a-rifles');
    assert.equal(otherTarget.status, 400);
    assert.deepEqual((otherTarget.json as ErrorJson).error.problems, [
      { where: 'query.target', message: 'the active unit, a-tanks' },
    ]);
    const notTheirs = await call(
      base,
      'GET',
      `/api/games/${id}/odds?side=a&attacker=a-rifles&attack=opportunityFire`,
    );
    assert.equal(notTheirs.status, 400, 'General A has no Reaction Step now');
  });
});
