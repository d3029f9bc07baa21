import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import fc from 'fast-check';
import { makeAttackRoll } from '../attack/attack-roll.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { type AttackChanges, anAttack } from '../testing/attack-fixture.js';
import { chiSquare, chiSquareCritical } from '../testing/statistics.js';
import { attackOdds } from './attack-odds.js';

const RULES = ARMOURED_CLASH_RULES;
const EMPLACED = [{ name: 'Emplacement' }];
/** Sampled rolls per seeded cross-check. */
const SAMPLES = 20000;
const CLOSE = 1e-12;

/** One die, Weakened (no re-rolls), at two models of Defence 1 with Damage Limit 1, emplaced as `order` says. */
function oneDie(order: readonly boolean[]): AttackChanges {
  return {
    weapon: { dice: 1 },
    target: { defence: 1, damageLimit: 1, models: order.length, rules: EMPLACED },
    situation: {
      rating: 'weakened',
      lineOfSightCrossesTargetObstacle: order.every((crossed) => crossed),
      obstacleCrossedInLossOrder: order,
    },
  };
}

function assertDistribution(actual: ArrayLike<number>, expected: readonly number[]): void {
  assert.equal(actual.length, expected.length);
  expected.forEach((p, v) => assert.ok(Math.abs((actual[v] ?? 0) - p) < CLOSE, `P(${v})`));
}

/*
 * One die, no re-rolls: 0 hits 1/2 (Glancing, Miss, Blank), 1 hit 1/3 (Strike),
 * a Heroic Strike 2 hits and one more die: 2 hits 1/12, 3 hits 1/18, 4 hits 1/36.
 */
describe('glossary: Emplacement: exact odds of a unit partly emplaced, by the order of removal', () => {
  it('glossary: Emplacement: the closest model (removed first) emplaced: 2 hits for it, then 1: P(0, 1, 2 destroyed) = 5/6, 1/12, 1/12', () => {
    const odds = attackOdds(anAttack(oneDie([true, false])), RULES);
    assertDistribution(odds.modelsDestroyed, [5 / 6, 1 / 12, 1 / 12]);
  });

  it('glossary: Emplacement: the model removed last emplaced: 1 hit, then 2: P(0, 1, 2 destroyed) = 1/2, 5/12, 1/12', () => {
    const odds = attackOdds(anAttack(oneDie([false, true])), RULES);
    assertDistribution(odds.modelsDestroyed, [1 / 2, 5 / 12, 1 / 12]);
  });

  it('glossary: Emplacement: every model emplaced is Defence 2 for the unit: P(0, 1, 2 destroyed) = 5/6, 5/36, 1/36', () => {
    const odds = attackOdds(anAttack(oneDie([true, true])), RULES);
    assertDistribution(odds.modelsDestroyed, [5 / 6, 5 / 36, 1 / 36]);
  });

  it("glossary: Emplacement: exact odds of a partly emplaced unit match the engine's own seeded rolls (chi-square, 1e-6 false alarm)", () => {
    const changes: AttackChanges = {
      weapon: { dice: 9, qualities: [{ name: 'Devastating' }] },
      target: { defence: 1, damageLimit: 2, models: 5, damage: 1, rules: EMPLACED },
      situation: {
        rating: 'neutral',
        obstacleCrossedInLossOrder: [true, false, true, false, false],
      },
    };
    const attack = anAttack(changes);
    const odds = attackOdds(attack, RULES);
    const prepared = prepareAttack(attack, RULES);
    const rng = seedRng('emplacement per model');
    const destroyed = new Array<number>(odds.modelsDestroyed.length).fill(0);
    const damage = new Array<number>(odds.damage.length).fill(0);
    for (let i = 0; i < SAMPLES; i++) {
      const { outcome } = makeAttackRoll(rng, prepared);
      destroyed[outcome.target.modelsDestroyed]! += 1;
      damage[outcome.target.damageSuffered]! += 1;
    }
    for (const [observed, exact] of [
      [destroyed, odds.modelsDestroyed],
      [damage, odds.damage],
    ] as const) {
      const { statistic, degreesOfFreedom } = chiSquare(observed, exact, SAMPLES);
      assert.ok(statistic < chiSquareCritical(degreesOfFreedom), `chi-square ${statistic}`);
    }
  });

  it('glossary: Emplacement: more models emplaced never make more losses likely: the expected losses lie between none and all emplaced (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 2 }),
        (order, dice, damageLimit) => {
          const expected = (crossed: readonly boolean[]): number =>
            attackOdds(
              anAttack({
                weapon: { dice },
                target: { damageLimit, models: crossed.length, rules: EMPLACED },
                situation: { obstacleCrossedInLossOrder: crossed },
              }),
              RULES,
            ).expected.modelsDestroyed;
          const mixed = expected(order);
          const none = expected(order.map(() => false));
          const all = expected(order.map(() => true));
          assert.ok(mixed <= none + CLOSE && mixed >= all - CLOSE, `${all} ≤ ${mixed} ≤ ${none}`);
        },
      ),
      { numRuns: 40 },
    );
  });
});
