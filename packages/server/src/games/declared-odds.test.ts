import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ARMOURED_CLASH_RULES,
  type Choice,
  type GameSetup,
  type GameState,
  applyChoice,
  attackOdds,
  copyState,
  countValues,
  planRangedAttack,
  rangedSuppressionQuery,
} from '@warroom/armoured-clash';
import { seedRng, toPairs } from '@warroom/engine';
import { ApiError } from '../api-error.js';
import {
  CLOSE,
  OFFICER,
  attackStep,
  fits,
  liveAt,
  oneAttack,
  riflesWith,
  walled,
} from './declared-odds-fixture.js';

/** Seeded attacks per cross-check. */
const SAMPLES = 1500;
const DESTROYED = /, (\d+) destroyed$/;
const EMPLACED = [{ name: 'Emplacement' }];
/** B's rifles' Defence against the Precision shots: about a quarter of the attacks Destroy none. */
const STURDY_DEFENCE = 5;

/**
 * Where the wall centres: B's rifles (one rank at y = 12, x 7 to 12) Emplaced
 * behind it along the west half of their rank (#6, #4 and #2 touch it), as
 * game/emplaced-losses.test.ts.
 */
const WEST_HALF = 8;

/** How many models each of `SAMPLES` seeded attacks `choice` Destroyed, and how often `target` lost its Officer. */
function seeded(setup: GameSetup, state: GameState, choice: Choice, target: string) {
  const destroyed: number[] = [];
  let lost = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const game = copyState(state);
    game.rng = seedRng(`declared ${i}`);
    const next = applyChoice(setup, game, choice);
    const text = next.events.find((e) => e.kind === 'rangedAttack')?.text ?? '';
    const count = Number(DESTROYED.exec(text)?.[1] ?? NaN);
    while (destroyed.length <= count) destroyed.push(0);
    destroyed[count]! += 1;
    // rulebook p.35: in Close Formation a back-rank model may go in the Officer's stead; the unit still loses it.
    if (next.events.some((e) => e.kind === 'officer' && e.unit === target)) lost += 1;
  }
  return { destroyed, lost };
}

describe('glossary: Precision: GET /api/games/:id/odds takes the Precision picks of a Ranged Attack', () => {
  const setup = riflesWith('ranged', [{ name: 'Precision' }], {
    'b-rifles': { profile: { defence: STURDY_DEFENCE } },
  });
  const state = attackStep(setup);
  const live = liveAt(setup, state);
  const query = `attacker=a-rifles&target=b-rifles&precision=${OFFICER}`;

  it('glossary: Precision, rulebook p.35 Loss of an Officer: the Officer picked is the first loss: the odds it is lost are those of one model or more, and the Suppression Test is weighed Disordered from the first loss, as the engine weighs it', () => {
    const odds = oneAttack(live, query);
    assert.deepEqual(odds.precisionPicks, [OFFICER]);
    const atLeastOne = 1 - (odds.modelsDestroyed[0]?.[1] ?? 0);
    assert.ok(Math.abs((odds.officerLost ?? NaN) - atLeastOne) < CLOSE, `${odds.officerLost}`);
    const deck = countValues(
      [...state.players.b.deck.piles.drawPile, ...state.players.b.deck.hand].map(
        (c) => setup.generals.b.deck.cards[c]?.value ?? 0,
      ),
    );
    const plan = planRangedAttack(setup, state, 'a-rifles', 'b-rifles', true, false, {
      ...state.activation,
      precision: [OFFICER],
    });
    const suppression = rangedSuppressionQuery(setup, state, 'b-rifles', deck, {
      attacker: 'a-rifles',
      first: [OFFICER],
    });
    assert.equal(suppression.officerLost?.after, 1);
    const exact = attackOdds(plan.attack, ARMOURED_CLASH_RULES, { suppression });
    assert.ok(
      Math.abs((odds.suppression?.failed ?? NaN) - (exact.suppression?.failed ?? 0)) < CLOSE,
    );
    const plain = oneAttack(live, 'attacker=a-rifles&target=b-rifles');
    assert.ok((odds.suppression?.failed ?? 0) > (plain.suppression?.failed ?? 0) + CLOSE);
    assert.equal(plain.officerLost, undefined);
  });

  it("glossary: Precision: the Officer picked is lost in the engine's seeded attacks as often as the odds say (chi-square, 1e-6 false alarm)", () => {
    const lost = oneAttack(live, query).officerLost ?? NaN;
    const choice: Choice = { kind: 'rangedAttack', target: 'b-rifles', precision: [OFFICER] };
    const observed = seeded(setup, state, choice, 'b-rifles').lost;
    assert.ok(fits([SAMPLES - observed, observed], [1 - lost, lost], SAMPLES));
  });

  it('glossary: Precision: a pick the rules refuse, or an empty id, is a 400 naming the rule or where', () => {
    assert.throws(
      () => oneAttack(live, 'attacker=a-rifles&target=b-rifles&precision=a-rifles%231'),
      (error: unknown) =>
        error instanceof ApiError &&
        error.status === 400 &&
        error.details.rule === 'glossary: Precision',
    );
    assert.throws(
      () => oneAttack(live, 'attacker=a-rifles&target=b-rifles&precision=,'),
      (error: unknown) =>
        error instanceof ApiError && error.details.problems?.[0]?.where === 'query.precision',
    );
  });
});

describe('glossary: Emplacement: the odds of a Ranged Attack read each model’s Defence in the order Precision picks', () => {
  const setup = walled(
    riflesWith('ranged', [{ name: 'Precision' }], { 'b-rifles': { rules: EMPLACED } }),
    WEST_HALF,
  );
  const state = attackStep(setup);
  const live = liveAt(setup, state);
  /**
   * Two picks, in the order the single rank allows (rulebook p.34; p.35, the Officer keeps the
   * centre): #6, of six the only end that may go (behind the wall), then #5, the east end of the
   * five left (clear of it). The usual order then: #4 (the only end), #2, #3, the Officer last.
   */
  const picks = ['b-rifles#6', 'b-rifles#5'];

  it('glossary: Emplacement, glossary: Precision: the models go in the order picked, then the usual order (behind the wall 1st, 3rd and 4th, not 1st, 2nd and 4th): the odds are the engine’s for that order, not the plain one', () => {
    const odds = oneAttack(live, `attacker=a-rifles&target=b-rifles&precision=${picks.join(',')}`);
    const plan = planRangedAttack(setup, state, 'a-rifles', 'b-rifles', true, false, {
      ...state.activation,
      precision: picks,
    });
    assert.deepEqual(plan.attack.situation.obstacleCrossedInLossOrder, [
      true,
      false,
      true,
      true,
      false,
      false,
    ]);
    const exact = attackOdds(plan.attack, ARMOURED_CLASH_RULES);
    assert.deepEqual(odds.modelsDestroyed, toPairs(exact.modelsDestroyed));
    const plain = oneAttack(live, 'attacker=a-rifles&target=b-rifles');
    assert.notDeepEqual(plain.modelsDestroyed, odds.modelsDestroyed);
  });

  it("glossary: Emplacement: with Precision's picks, the models Destroyed in the engine's seeded attacks follow the odds (chi-square, 1e-6 false alarm)", () => {
    const odds = oneAttack(live, `attacker=a-rifles&target=b-rifles&precision=${picks.join(',')}`);
    const choice: Choice = { kind: 'rangedAttack', target: 'b-rifles', precision: picks };
    const { destroyed } = seeded(setup, state, choice, 'b-rifles');
    const exact = odds.modelsDestroyed.map(([, p]) => p);
    assert.ok(fits(destroyed, exact, SAMPLES));
  });
});
