import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ARMOURED_CLASH_RULES,
  closeQuartersStrikeOdds,
  countValues,
  declaredCloseQuartersOdds,
  overchargeDeckOf,
  planCloseQuarters,
  planRangedAttack,
  attackOdds,
} from '@warroom/armoured-clash';
import { toPairs } from '@warroom/engine';
import { ApiError } from '../api-error.js';
import {
  CLOSE,
  OFFICER,
  attackStep,
  charged,
  liveAt,
  oneAttack,
  riflesWith,
  rowsWith,
} from './declared-odds-fixture.js';
import { gameOdds } from './game-odds.js';

describe('glossary: Overcharge: GET /api/games/:id/odds takes the Overcharge declared with an attack', () => {
  it('glossary: Overcharge: a Ranged Attack declared Overcharged is weighed over the attacking General’s draw pile, its Blanks’ Damage to the attacker shown; a row without the quality is a 400 naming the rule', () => {
    const setup = riflesWith('ranged', [{ name: 'Overcharge' }]);
    const state = attackStep(setup);
    const live = liveAt(setup, state);
    const odds = oneAttack(live, 'attacker=a-rifles&target=b-rifles&overcharge=true');
    const plan = planRangedAttack(setup, state, 'a-rifles', 'b-rifles', true, false, {
      ...state.activation,
    });
    const exact = attackOdds(plan.attack, ARMOURED_CLASH_RULES, {
      overchargeDeck: overchargeDeckOf(setup, state, 'a'),
    });
    assert.deepEqual(odds.hits, toPairs(exact.hits));
    assert.deepEqual(odds.attackerDamage, toPairs(exact.attackerDamage));
    const plainSetup = riflesWith('ranged', []);
    const plainLive = liveAt(plainSetup, attackStep(plainSetup));
    assert.throws(
      () => oneAttack(plainLive, 'attacker=a-rifles&target=b-rifles&overcharge=true'),
      (error: unknown) =>
        error instanceof ApiError &&
        error.details.rule === 'glossary: Overcharge' &&
        error.details.problems?.[0]?.where === 'query.overcharge',
    );
  });

  it('glossary: Overcharge: a Close Quarters Combat with both attacks named Overcharged weighs the charging unit over its own draw pile, the Retaliation over the cards General A has not seen', () => {
    const overcharge = [{ name: 'Overcharge' }];
    const withB = riflesWith('melee', overcharge, rowsWith('b-rifles', 'melee', overcharge));
    const state = charged(withB);
    const query = 'attack=closeQuarters&attacker=a-rifles&target=b-rifles';
    const named = `${query}&overcharge=a-rifles,b-rifles`;
    const odds = gameOdds(liveAt(withB, state), 'a', new URLSearchParams(named));
    assert.ok('strikes' in odds);
    const unseenB = countValues(
      [...state.players.b.deck.piles.drawPile, ...state.players.b.deck.hand].map(
        (c) => withB.generals.b.deck.cards[c]?.value ?? 0,
      ),
    );
    const exact = closeQuartersStrikeOdds(
      planCloseQuarters(withB, state).strikes,
      ARMOURED_CLASH_RULES,
      {
        'a-rifles': overchargeDeckOf(withB, state, 'a'),
        'b-rifles': unseenB,
      },
    );
    assert.deepEqual(
      odds.strikes.map((s) => [s.attacker, s.overcharged]),
      [
        ['a-rifles', true],
        ['b-rifles', true],
      ],
    );
    odds.strikes.forEach((s, i) => assert.deepEqual(s.hits, toPairs(exact[i]!.hits)));
  });
});

describe('glossary: Precision: GET /api/games/:id/odds takes the Precision picks of a Close Quarters Attack', () => {
  const setup = riflesWith('melee', [{ name: 'Precision' }]);
  const state = charged(setup);
  const live = liveAt(setup, state);
  const query = 'attack=closeQuarters&attacker=a-rifles&target=b-rifles';

  it('glossary: Precision, rulebook p.35: the charging General’s picks are the engine’s (declaredCloseQuartersOdds): the Officer picked is lost with the first model; a model not of the target is the engine’s 400 with the rule', () => {
    const odds = gameOdds(live, 'a', new URLSearchParams(`${query}&precision=${OFFICER}`));
    assert.ok('strikes' in odds);
    const exact = declaredCloseQuartersOdds(setup, state, ARMOURED_CLASH_RULES, {
      precision: [OFFICER],
    });
    assert.deepEqual(odds.precisionPicks, [OFFICER]);
    assert.equal(odds.officerLost, exact.officerLost);
    const charging = odds.strikes.find((s) => !s.retaliation);
    assert.ok(
      Math.abs((odds.officerLost ?? NaN) - (1 - (charging?.modelsDestroyed[0]?.[1] ?? 0))) < CLOSE,
    );
    assert.throws(
      () => gameOdds(live, 'a', new URLSearchParams(`${query}&precision=a-rifles%231`)),
      (error: unknown) =>
        error instanceof ApiError &&
        error.status === 400 &&
        error.details.rule === 'glossary: Precision',
    );
  });
});
