import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng, shuffleInPlace } from '@warroom/engine';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { faceToFace } from '../testing/melee-fixture.js';
import { applyChoice } from '../game/apply-choice.js';
import { overchargeDeckOf } from '../game/overcharge-deck.js';
import { IllegalChoice } from '../game/rule-error.js';
import { copyState } from '../game/copy-state.js';
import { closeQuartersStrikeOdds } from './close-quarters-odds.js';
import { declaredCloseQuartersOdds } from './declared-close-quarters-odds.js';
import {
  CHARGE,
  assertFits,
  charged,
  riflesWith,
  rolled,
  tally,
} from '../testing/melee-odds-fixture.js';

const RULES = ARMOURED_CLASH_RULES;
/** Seeded combats per cross-check. */
const SAMPLES = 1500;
/** A's rifles' Defence: B's Retaliation Destroys some. */
const DEFENCE = 4;
/** B's rifles' Defence when A's attack should mostly Destroy none, so B's Retaliation is often made whole. */
const HIGH_DEFENCE = 10;
/** B's rifles' Officer, at the front of its Close Formation (melee-fixture: faceToFace). */
const OFFICER = 'b-rifles#1';
const CLOSE = 1e-12;

describe('glossary: Overcharge: the odds of a Close Quarters Combat with the declarations its attacks are made with', () => {
  const overcharge = [{ name: 'Overcharge' }];
  const setup = riflesWith(
    { 'a-rifles': overcharge, 'b-rifles': overcharge },
    { 'a-rifles': DEFENCE, 'b-rifles': HIGH_DEFENCE },
  );
  const state = charged(setup);
  const decks = {
    'a-rifles': overchargeDeckOf(setup, state, 'a'),
    'b-rifles': overchargeDeckOf(setup, state, 'b'),
  };

  it('glossary: Overcharge: declared for both attacks, each is weighed over its General’s deck as closeQuartersStrikeOdds weighs the engine’s plan, and differs from the plain odds', () => {
    const odds = declaredCloseQuartersOdds(setup, state, RULES, { decks });
    assert.deepEqual(odds.overcharged, ['a-rifles', 'b-rifles']);
    const exact = closeQuartersStrikeOdds(odds.plan.strikes, RULES, decks);
    const plain = closeQuartersStrikeOdds(odds.plan.strikes, RULES);
    odds.strikes.forEach((strike, i) => {
      assert.deepEqual([...strike.odds.hits], [...exact[i]!.hits]);
      assert.ok(
        strike.odds.expected.hits > plain[i]!.expected.hits + CLOSE,
        `strike ${i} gains dice`,
      );
      assert.ok(strike.odds.attackerDamage.length > 1, `strike ${i} may cost its attacker Damage`);
    });
  });

  it("glossary: Overcharge: the charging unit's and the Retaliation's declared Overcharges, weighed before the Charge (at, facing), match the engine's seeded combats (chi-square, 1e-6 false alarm)", () => {
    const before = (() => {
      let s = faceToFace(setup);
      s = applyChoice(setup, s, { kind: 'activate', unit: 'a-rifles' }).state;
      return s;
    })();
    const asked = {
      target: CHARGE.target,
      at: [...CHARGE.at] as [number, number],
      facing: CHARGE.facing,
    };
    const odds = declaredCloseQuartersOdds(setup, before, RULES, { decks }, asked);
    const [charging, retaliation] = odds.strikes;
    const retaliated = applyChoice(setup, state, {
      kind: 'retaliate',
      unit: 'b-rifles',
      overcharge: true,
    }).state;
    const chargingHits: number[] = [];
    const retaliationHits: number[] = [];
    let retaliationSamples = 0;
    const rng = seedRng('declared close quarters overcharge');
    for (let i = 0; i < SAMPLES; i++) {
      const game = copyState(retaliated);
      // The order of both draw piles is hidden from the odds: shuffled for each combat.
      shuffleInPlace(rng, game.players.a.deck.piles.drawPile);
      shuffleInPlace(rng, game.players.b.deck.piles.drawPile);
      game.rng = seedRng(i);
      const { events } = applyChoice(setup, game, {
        kind: 'closeQuartersAttack',
        overcharge: true,
      });
      const [first, second] = events
        .filter((e) => e.kind === 'closeQuartersAttack')
        .map((e) => rolled(e.text));
      tally(chargingHits, first![0]);
      // The Retaliation is planned with the models standing before the Charge's attack: sampled when it Destroyed none.
      if (first![2] === 0 && second !== undefined) {
        retaliationSamples += 1;
        tally(retaliationHits, second[0]);
      }
    }
    assertFits("the charging unit's hits", chargingHits, charging!.odds.hits, SAMPLES);
    assert.ok(retaliationSamples > SAMPLES / 4, `${retaliationSamples} Retaliations sampled whole`);
    assertFits(
      "the Retaliation's hits",
      retaliationHits,
      retaliation!.odds.hits,
      retaliationSamples,
    );
  });

  it('glossary: Overcharge: refused, naming the rule, for a unit whose Close Quarters row lacks the quality (charging or Retaliating)', () => {
    const plainSetup = riflesWith({});
    const plainState = charged(plainSetup);
    for (const unit of ['a-rifles', 'b-rifles']) {
      assert.throws(
        () =>
          declaredCloseQuartersOdds(plainSetup, plainState, RULES, {
            decks: { [unit]: decks['a-rifles'] },
          }),
        (error: unknown) =>
          error instanceof IllegalChoice &&
          error.rule === 'glossary: Overcharge' &&
          error.message.includes(unit),
      );
    }
  });
});

describe('glossary: Precision: the odds of a Close Quarters Combat follow the models the charging General picks', () => {
  const setup = riflesWith({ 'a-rifles': [{ name: 'Precision' }] });
  const state = charged(setup);

  it('glossary: Precision, rulebook p.35: the Officer picked is lost with the first model Destroyed (P(1 or more)); unpicked, in Close Formation, only with the last (P(all 6))', () => {
    const picked = declaredCloseQuartersOdds(setup, state, RULES, { precision: [OFFICER] });
    assert.deepEqual(picked.precisionPicks, [OFFICER]);
    const destroyed = picked.strikes.find((s) => !s.retaliation)!.odds.modelsDestroyed;
    const atLeastOne = 1 - destroyed[0]!;
    assert.ok(
      Math.abs(picked.officerLost! - atLeastOne) < CLOSE,
      `${picked.officerLost} vs ${atLeastOne}`,
    );
    const rearFirst = declaredCloseQuartersOdds(setup, state, RULES, { precision: ['b-rifles#6'] });
    const all = destroyed[6] ?? 0;
    assert.ok(Math.abs(rearFirst.officerLost! - all) < CLOSE, `${rearFirst.officerLost} vs ${all}`);
    assert.equal(declaredCloseQuartersOdds(setup, state, RULES, {}).officerLost, undefined);
  });

  it("glossary: Precision: the Officer picked is lost in the engine's seeded combats as often as the odds say (chi-square, 1e-6 false alarm)", () => {
    const odds = declaredCloseQuartersOdds(setup, state, RULES, { precision: [OFFICER] });
    const lost = odds.officerLost!;
    const observed = [0, 0];
    for (let i = 0; i < SAMPLES; i++) {
      const game = copyState(state);
      game.rng = seedRng(`precision ${i}`);
      const { events } = applyChoice(setup, game, {
        kind: 'closeQuartersAttack',
        precision: [OFFICER],
      });
      // rulebook p.35: in Close Formation a back-rank model may go in the Officer's stead; the unit still loses it.
      const lostIt = events.some((e) => e.kind === 'officer' && e.unit === 'b-rifles');
      observed[lostIt ? 1 : 0]! += 1;
    }
    assertFits('the Officer lost', observed, [1 - lost, lost], SAMPLES);
  });

  it('glossary: Precision: a pick the rules refuse (a model not of the target) is refused with the rule', () => {
    assert.throws(
      () => declaredCloseQuartersOdds(setup, state, RULES, { precision: ['a-rifles#1'] }),
      (error: unknown) => error instanceof IllegalChoice && error.rule === 'glossary: Precision',
    );
  });
});
