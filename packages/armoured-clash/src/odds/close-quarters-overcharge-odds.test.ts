import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng, shuffleInPlace } from '@warroom/engine';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from '../game/army.js';
import { planCloseQuarters } from '../game/close-quarters-plan.js';
import { overchargeDeckOf } from '../game/overcharge-deck.js';
import { type GameState } from '../game/state.js';
import { copyState } from '../game/copy-state.js';
import { closeQuartersStrikeOdds } from './close-quarters-odds.js';
import { assertFits, charged, riflesWith, rolled, tally } from '../testing/melee-odds-fixture.js';
import { applyChoice } from '../game/apply-choice.js';

/** Seeded combats per cross-check. */
const SAMPLES = 1500;
/** A's rifles' Defence: B's Retaliation Destroys some. */
const DEFENCE = 4;
/** B's rifles' Defence: high enough that A's attack mostly Destroys none, so B's Retaliation is often made whole. */
const HIGH_DEFENCE = 10;
const CLOSE = 1e-12;
/** The skirmish with both rifles' Melee rows given Overcharge, A's of Defence 4, B's 10. */
function bothOverchargeable(): GameSetup {
  const overcharge = [{ name: 'Overcharge' }];
  return riflesWith(
    { 'a-rifles': overcharge, 'b-rifles': overcharge },
    { 'a-rifles': DEFENCE, 'b-rifles': HIGH_DEFENCE },
  );
}

/** A's rifles Charge B's, whose General declares an Overcharged Retaliation. */
function retaliationDeclared(setup: GameSetup): GameState {
  return charged(setup, [{ kind: 'retaliate', unit: 'b-rifles', overcharge: true }]);
}

describe('glossary: Overcharge: exact odds of a Close Quarters Combat Overcharged on either side', () => {
  const setup = bothOverchargeable();
  const declared = retaliationDeclared(setup);
  const plan = planCloseQuarters(setup, declared);

  it("glossary: Overcharge: the plan marks the Retaliation declared Overcharged (choice retaliate), not the charging unit's attack before it is declared", () => {
    assert.deepEqual(
      plan.strikes.map((s) => [s.attacker, s.overcharged]),
      [
        ['a-rifles', false],
        ['b-rifles', true],
      ],
    );
  });

  it('glossary: Overcharge: a General with no card left to reveal adds no dice (Value 0), yet each Blank still costs the attacker a Damage', () => {
    const [charging] = closeQuartersStrikeOdds(plan.strikes, ARMOURED_CLASH_RULES, {
      'a-rifles': [],
    });
    const plain = closeQuartersStrikeOdds(plan.strikes, ARMOURED_CLASH_RULES)[0];
    assert.equal(charging!.hits.length, plain!.hits.length);
    plain!.hits.forEach((p, hits) => assert.ok(Math.abs(charging!.hits[hits]! - p) < CLOSE));
    assert.ok(charging!.attackerDamage.length > 1);
  });

  it("glossary: Overcharge: both sides' Overcharged Close Quarters Attacks, exact odds from each deck's remaining cards, match the engine's own seeded combats (chi-square, 1e-6 false alarm)", () => {
    const decks = {
      'a-rifles': overchargeDeckOf(setup, declared, 'a'),
      'b-rifles': overchargeDeckOf(setup, declared, 'b'),
    };
    const [charging, retaliation] = closeQuartersStrikeOdds(
      plan.strikes,
      ARMOURED_CLASH_RULES,
      decks,
    );
    const chargingHits: number[] = [];
    const chargingDamage: number[] = [];
    // The Retaliation is planned with the models standing before the Charge's attack: sampled when it Destroyed none.
    const retaliationHits: number[] = [];
    let retaliationSamples = 0;
    const rng = seedRng('close quarters overcharge');
    for (let i = 0; i < SAMPLES; i++) {
      const state = copyState(declared);
      // The order of both draw piles is hidden from the odds: shuffled for each combat.
      shuffleInPlace(rng, state.players.a.deck.piles.drawPile);
      shuffleInPlace(rng, state.players.b.deck.piles.drawPile);
      state.rng = seedRng(i);
      const { events } = applyChoice(setup, state, {
        kind: 'closeQuartersAttack',
        overcharge: true,
      });
      const [first, second] = events
        .filter((e) => e.kind === 'closeQuartersAttack')
        .map((e) => rolled(e.text));
      tally(chargingHits, first![0]);
      tally(chargingDamage, first![1]);
      if (first![2] === 0 && second !== undefined) {
        retaliationSamples += 1;
        tally(retaliationHits, second[0]);
      }
    }
    assertFits("the charging unit's hits", chargingHits, charging!.hits, SAMPLES);
    assertFits("the charging unit's damage", chargingDamage, charging!.damage, SAMPLES);
    assert.ok(retaliationSamples > SAMPLES / 4, `${retaliationSamples} Retaliations sampled whole`);
    assertFits("the Retaliation's hits", retaliationHits, retaliation!.hits, retaliationSamples);
  });
});
