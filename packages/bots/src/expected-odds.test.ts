import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  ARMOURED_CLASH_RULES,
  type Attack,
  IllegalChoice,
  attackOdds,
  planRangedAttack,
  playerView,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { attackKey, expectedOutcome } from './expected-odds.js';
import {
  attackValue,
  bestAttack,
  enemies,
  planValue,
  plannedOrUndefined,
  verdictOn,
} from './heuristic-odds.js';
import { playedStates } from './seeded-games-fixture.js';

/** Seeded games between random bots whose states give the attacks weighed. */
const GAMES = 2;
const RUNS = 40;

/** The plan planRangedAttack makes, or undefined where it throws a refusal. */
function planOrUndefined(make: () => ReturnType<typeof planRangedAttack>) {
  try {
    return make();
  } catch (error) {
    if (error instanceof IllegalChoice) return undefined;
    throw error;
  }
}

/** Every Ranged Attack (Aimed or not) planned at the states of seeded skirmish games. */
function plannedAttacks(): Attack[] {
  const setup = skirmish();
  const attacks: Attack[] = [];
  for (let game = 0; game < GAMES; game++) {
    for (const { state } of playedStates(setup, `odds ${game}`)) {
      const standing = Object.values(state.units).filter((u) => u.deployed && !u.annihilated);
      for (const { id: attacker } of standing) {
        for (const target of Object.keys(state.units)) {
          for (const aimed of [false, true]) {
            const plan = planOrUndefined(() =>
              planRangedAttack(setup, state, attacker, target, aimed),
            );
            if (plan !== undefined) attacks.push(plan.attack);
          }
        }
      }
    }
  }
  return attacks;
}

describe('the bots remember the odds of each attack, and plan without throwing', () => {
  const attacks = plannedAttacks();

  it('rulebook p.26 Ranged Attacks: the remembered expected outcome is the exact odds worked out anew, in every order asked', () => {
    assert.ok(attacks.length > 0, 'the games planned some attacks');
    fc.assert(
      fc.property(fc.array(fc.nat(attacks.length - 1), { minLength: 1 }), (picks) => {
        for (const i of picks) {
          const attack = attacks[i] as Attack;
          assert.deepEqual(
            expectedOutcome(attack),
            attackOdds(attack, ARMOURED_CLASH_RULES).expected,
          );
        }
      }),
      { numRuns: RUNS, seed: 26 },
    );
  });

  it('rulebook p.26 Ranged Attacks: attacks that differ in a die, a Defence or the Combat Rating have different keys', () => {
    fc.assert(
      fc.property(
        fc.nat(attacks.length - 1),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('weakened', 'neutral', 'improved' as const),
        (i, more, rating) => {
          const attack = attacks[i] as Attack;
          const weapon = { ...attack.weapon, dice: attack.weapon.dice + more };
          const target = { ...attack.target, defence: attack.target.defence + more };
          const situation = { ...attack.situation, rating };
          assert.equal(attackKey(attack), attackKey(structuredClone(attack)));
          assert.notEqual(attackKey({ ...attack, weapon }), attackKey(attack));
          assert.notEqual(attackKey({ ...attack, target }), attackKey(attack));
          if (rating !== attack.situation.rating)
            assert.notEqual(attackKey({ ...attack, situation }), attackKey(attack));
        },
      ),
      { numRuns: RUNS, seed: 13 },
    );
  });

  it('rulebook p.48 Damage Limit: an attack JSON would not tell apart (a number not finite writes as null) has no key, and its odds are still exact', () => {
    const attack = attacks[0] as Attack;
    const unlimited = { ...attack, target: { ...attack.target, damageLimit: Infinity } };
    assert.equal(attackKey(unlimited), undefined);
    // glossary: Spotters — a Spotting unit named with "null" in its name: not remembered either, worked out anew.
    const spotted = { ...attack, situation: { ...attack.situation, spottedBy: 'null-spotters' } };
    assert.equal(attackKey(spotted), undefined);
    assert.deepEqual(expectedOutcome(spotted), attackOdds(spotted, ARMOURED_CLASH_RULES).expected);
  });

  it('rulebook p.17 Target Acquisition: the bots plan an attack exactly where planRangedAttack does, and value it the same, at every state of seeded games', () => {
    const setup = skirmish();
    let planned = 0;
    const states = Array.from({ length: GAMES }, (_, game) => [
      ...playedStates(setup, `odds ${game}`),
    ]).flat();
    for (const { state, decision } of states) {
      const view = playerView(state, decision.player);
      const asked = verdictOn(setup, view);
      // An annihilated unit makes no attack: the bots never ask (planRangedAttack finds no Officer).
      const standing = Object.values(view.units).filter((u) => u.deployed && !u.annihilated);
      for (const { id: attacker } of standing) {
        for (const target of Object.keys(view.units)) {
          const long = planOrUndefined(() => planRangedAttack(setup, view, attacker, target, true));
          assert.deepEqual(plannedOrUndefined(setup, view, attacker, target, true), long);
          assert.deepEqual(
            plannedOrUndefined(setup, view, attacker, target, true, {}, asked),
            long,
          );
          const value = attackValue(setup, view, attacker, target, true);
          assert.equal(value, long === undefined ? -1 : planValue(setup, view, target, long));
          if (long !== undefined) planned += 1;
        }
        // The best attack is the first of the highest values the long way plans, among the enemies.
        let most: { target: string; value: number } | undefined;
        for (const target of enemies(view)) {
          const long = planOrUndefined(() => planRangedAttack(setup, view, attacker, target, true));
          const value = long === undefined ? -1 : planValue(setup, view, target, long);
          if (value >= 0 && (most === undefined || value > most.value)) most = { target, value };
        }
        assert.deepEqual(bestAttack(setup, view, attacker, true), most);
      }
    }
    assert.ok(planned > 0, 'some attacks were planned');
  });
});
