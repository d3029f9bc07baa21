import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { atLeast, seedRng, totalMass } from '@warroom/engine';
import fc from 'fast-check';
import { makeAttackRoll } from '../attack/attack-roll.js';
import { prepareAttack } from '../attack/prepare.js';
import {
  checkForSuppression,
  failedSuppressionTest,
  suppressionTestFailure,
} from '../attack/suppression.js';
import { newCommandDeck, takeDisciplineTest, takeTopCard } from '../cards/command-deck.js';
import { COMBAT_RATINGS } from '../dice/combat-rating.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { type AttackChanges, anAttack } from '../testing/attack-fixture.js';
import { deckOf } from '../testing/deck-fixture.js';
import { chiSquare, chiSquareCritical } from '../testing/statistics.js';
import { attackOdds } from './attack-odds.js';

const RULES = ARMOURED_CLASH_RULES;

function compositionOf(values: readonly number[]): number[] {
  const counts = new Array<number>(13).fill(0);
  for (const v of values) counts[v]! += 1;
  return counts;
}

describe("exact odds against the engine's own seeded rolls", () => {
  const cases: {
    name: string;
    changes: AttackChanges;
    suppressed: boolean;
    activated?: boolean;
    /** What every failed test that does not Break gives the target. */
    gains?: readonly string[];
    overchargeValues?: readonly number[];
  }[] = [
    {
      name: '12 dice, improved, Arc, Devastating, Penetrating vs Defence 2, Damage Limit 3',
      changes: {
        weapon: {
          dice: 12,
          qualities: [{ name: 'Arc' }, { name: 'Devastating' }, { name: 'Penetrating' }],
        },
        target: { defence: 2, damageLimit: 3, models: 6 },
        situation: { rating: 'improved' },
      },
      suppressed: true,
    },
    {
      name: '9 dice, weakened, Veteran (2), Suppressive vs a Durable unit in cover',
      changes: {
        weapon: { dice: 9, qualities: [{ name: 'Suppressive' }] },
        attackerRules: [{ name: 'Veteran', x: 2 }],
        target: {
          defence: 1,
          damageLimit: 2,
          models: 4,
          damage: 1,
          rules: [{ name: 'Durable' }, { name: 'Taking Cover' }],
        },
        situation: { rating: 'weakened', concealed: true },
      },
      suppressed: false,
    },
    {
      name: '3 dice, neutral, Overcharged from a deck of 1s, 2s and 5s',
      changes: {
        weapon: { dice: 3, qualities: [{ name: 'Overcharge' }] },
        target: { defence: 2, damageLimit: 2, models: 5 },
      },
      suppressed: false,
      overchargeValues: [1, 1, 2, 5],
    },
    {
      name: '10 dice, Concealed, Seismic, Siegebreaker vs a unit Garrisoning a Size 2 building',
      changes: {
        weapon: { dice: 10, qualities: [{ name: 'Seismic' }, { name: 'Siegebreaker' }] },
        target: { defence: 1, damageLimit: 2, models: 6, rules: [{ name: 'Garrisoned' }] },
        situation: {
          rating: 'weakened',
          combatRatingModifiers: [{ source: 'Concealed', effect: 'penalty', cause: 'concealed' }],
          buildingSize: 2,
        },
      },
      suppressed: false,
      gains: ['suppressed', 'disordered'],
    },
    {
      name: '7 dice, weakened, Trap, Cryo, Penetrating vs a Suppressed unit Taking Cover',
      changes: {
        weapon: {
          dice: 7,
          qualities: [{ name: 'Trap' }, { name: 'Cryo' }, { name: 'Penetrating' }],
        },
        target: { defence: 2, damageLimit: 2, models: 5, rules: [{ name: 'Taking Cover' }] },
        situation: { rating: 'weakened', concealed: true },
      },
      suppressed: true,
      activated: false,
      gains: ['activated'],
    },
    {
      name: '14 dice, Opportunity Fire, Lock On, Turret vs an Immortal Automata with Pavises',
      changes: {
        weapon: { dice: 14, qualities: [{ name: 'Lock On' }, { name: 'Turret' }] },
        target: {
          defence: 1,
          damageLimit: 1,
          models: 6,
          rules: [
            { name: 'Automata' },
            { name: 'Pavises' },
            { name: 'Immortal' },
            { name: 'Taking Cover' },
          ],
        },
        situation: {
          rating: 'weakened',
          combatRatingModifiers: [
            { source: 'Opportunity Fire', effect: 'penalty', cause: 'opportunityFire' },
          ],
          targetOutsideFrontArc: true,
          targetNearPortalMarker: true,
        },
      },
      suppressed: false,
    },
    {
      name: '9 Melee dice after an Onslaught Charge, Outflanking, vs Melee Masters',
      changes: {
        weapon: { dice: 9, attack: 'melee' },
        attackerRules: [{ name: 'Onslaught' }],
        target: { defence: 1, damageLimit: 2, models: 5, rules: [{ name: 'Melee Masters' }] },
        situation: {
          kind: 'closeQuarters',
          rating: 'improved',
          combatRatingModifiers: [{ source: 'Outflanking', effect: 'bonus', cause: 'other' }],
          charged: true,
        },
      },
      suppressed: false,
    },
  ];
  const deckValues = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 5, 6, 7, 8];
  const definition = deckOf(deckValues);
  const samples = 60_000;

  for (const { name, changes, suppressed, activated, gains, overchargeValues } of cases) {
    it(`${name}: chi-square of 60,000 seeded rolls within the 1e-6 bound`, () => {
      const morale = { discipline: 6, breakLimit: 2, suppressed, activated: activated === true };
      const attack = anAttack(changes);
      const odds = attackOdds(attack, RULES, {
        suppression: { morale, deck: compositionOf(deckValues) },
        ...(overchargeValues === undefined
          ? {}
          : { overchargeDeck: compositionOf(overchargeValues) }),
      });
      const overchargeDeck = overchargeValues === undefined ? undefined : deckOf(overchargeValues);
      const rng = seedRng(`cross-check ${name}`);
      const counts = {
        hits: [] as number[],
        damage: [] as number[],
        destroyed: [] as number[],
        attackerDamage: [] as number[],
        // no test, passed, failed without breaking, failed and broke
        test: [0, 0, 0, 0],
      };
      const tally = (array: number[], value: number): void => {
        array[value] = (array[value] ?? 0) + 1;
      };
      for (let i = 0; i < samples; i++) {
        let rolled = attack;
        if (overchargeDeck !== undefined) {
          const card = takeTopCard(rng, newCommandDeck(rng, overchargeDeck)) ?? 0;
          const overchargeCardValue = overchargeDeck.cards[card]?.value ?? 0;
          rolled = { ...attack, situation: { ...attack.situation, overchargeCardValue } };
        }
        const prepared = prepareAttack(rolled, RULES);
        const { outcome } = makeAttackRoll(rng, prepared);
        tally(counts.hits, outcome.hits);
        tally(counts.damage, outcome.target.damageSuffered);
        tally(counts.destroyed, outcome.target.modelsDestroyed);
        tally(counts.attackerDamage, outcome.attackerDamage);
        const check = checkForSuppression(prepared, outcome.target, morale);
        if (!check.required) {
          counts.test[0]! += 1;
          continue;
        }
        const deck = newCommandDeck(rng, definition);
        if (
          check.passesAutomatically ||
          takeDisciplineTest(rng, deck, definition, check.discipline).passed
        ) {
          counts.test[1]! += 1;
        } else {
          const failure = suppressionTestFailure(prepared, morale, outcome.target.models);
          assert.equal(failure.fallsBack, suppressed);
          if (!failure.breaks) assert.deepEqual(failure.gains, gains ?? ['suppressed']);
          counts.test[failure.breaks ? 3 : 2]! += 1;
        }
      }
      const s = odds.suppression;
      assert.ok(s !== undefined);
      assert.equal(s.fallsBack, suppressed ? s.failed : 0);
      for (const status of ['suppressed', 'activated', 'disordered'] as const) {
        const expected = (gains ?? ['suppressed']).includes(status) ? s.failed - s.breaks : 0;
        assert.ok(Math.abs(s.gains[status] - expected) < 1e-12, `gains ${status}`);
      }
      const testOutcomes = [1 - s.tested, s.tested - s.failed, s.failed - s.breaks, s.breaks];
      const checks: [string, number[], ArrayLike<number>][] = [
        ['hits', counts.hits, odds.hits],
        ['damage', counts.damage, odds.damage],
        ['models destroyed', counts.destroyed, odds.modelsDestroyed],
      ];
      if (s.tested > 0) checks.push(['suppression test', counts.test, testOutcomes]);
      else assert.equal(counts.test[0], samples);
      if (overchargeValues !== undefined) {
        checks.push(['attacker damage', counts.attackerDamage, odds.attackerDamage]);
      }
      for (const [what, observed, exact] of checks) {
        const { statistic, degreesOfFreedom } = chiSquare(observed, exact, samples);
        assert.ok(degreesOfFreedom >= 1, `${what}: too few bins to test`);
        assert.ok(
          statistic < chiSquareCritical(degreesOfFreedom),
          `${what}: chi-square ${statistic} with ${degreesOfFreedom} degrees of freedom`,
        );
      }
    });
  }
});

describe('rulebook p.36 Suppression Tests, exactly', () => {
  it('worked by hand: 1 weakened die at 2 models, half lost gives -1, Break Limit 1', () => {
    // Strike (2/6): 1 model of 2 destroyed, so a test at Discipline 5 - 1 = 4, which the
    // deck {5, 6} always fails; the unit is left with 1 model, at its Break Limit.
    // Heroic Strike (1/6): at least 2 hits annihilate the unit, so no test.
    const odds = attackOdds(
      anAttack({ weapon: { dice: 1 }, target: { models: 2 }, situation: { rating: 'weakened' } }),
      RULES,
      {
        suppression: {
          morale: { discipline: 5, breakLimit: 1, suppressed: false },
          deck: compositionOf([5, 6]),
        },
      },
    );
    assert.deepEqual(odds.suppression, {
      tested: 2 / 6,
      failed: 2 / 6,
      fallsBack: 0,
      breaks: 2 / 6,
      gains: { suppressed: 0, activated: 0, disordered: 0 },
    });
    [3 / 6, 2 / 6, 1 / 6].forEach((p, destroyed) =>
      assert.ok(Math.abs((odds.modelsDestroyed[destroyed] ?? 0) - p) < 1e-15),
    );
  });

  it('rulebook p.27 Check for Suppression: no test when no model is destroyed, nor when the unit is annihilated', () => {
    const prepared = prepareAttack(anAttack({ target: { models: 3 } }), RULES);
    const morale = { discipline: 5, suppressed: false };
    const untouched = { damageSuffered: 0, modelsDestroyed: 0, models: 3, damage: 0 };
    const annihilated = { damageSuffered: 3, modelsDestroyed: 3, models: 0, damage: 0 };
    assert.deepEqual(checkForSuppression(prepared, untouched, morale), { required: false });
    assert.deepEqual(checkForSuppression(prepared, annihilated, morale), { required: false });
  });

  it('-1 Discipline when at least half the models at the start of the attack were destroyed', () => {
    const prepared = prepareAttack(anAttack({ target: { models: 4 } }), RULES);
    const morale = { discipline: 5, suppressed: false };
    const lost = (n: number) => ({
      damageSuffered: n,
      modelsDestroyed: n,
      models: 4 - n,
      damage: 0,
    });
    assert.deepEqual(checkForSuppression(prepared, lost(1), morale), {
      required: true,
      discipline: 5,
      passesAutomatically: false,
    });
    assert.deepEqual(checkForSuppression(prepared, lost(2), morale), {
      required: true,
      discipline: 4,
      passesAutomatically: false,
    });
  });

  it('rulebook p.27: only a Ranged Attack checks for Suppression; Close Quarters losses are settled by the combat (p.29)', () => {
    const prepared = prepareAttack(
      anAttack({ target: { models: 4 }, situation: { kind: 'closeQuarters' } }),
      RULES,
    );
    const outcome = { damageSuffered: 1, modelsDestroyed: 1, models: 3, damage: 0 };
    assert.deepEqual(checkForSuppression(prepared, outcome, { discipline: 5, suppressed: false }), {
      required: false,
    });
  });

  it('glossary: Suppressive adds a further -1 (rulebook p.19: a rule for Suppression Tests only)', () => {
    const prepared = prepareAttack(
      anAttack({ weapon: { qualities: [{ name: 'Suppressive' }] }, target: { models: 4 } }),
      RULES,
    );
    const outcome = { damageSuffered: 2, modelsDestroyed: 2, models: 2, damage: 0 };
    assert.deepEqual(checkForSuppression(prepared, outcome, { discipline: 5, suppressed: false }), {
      required: true,
      discipline: 3,
      passesAutomatically: false,
    });
  });

  it('p.36 Falling Back and Breaking: an already Suppressed unit falls back; at the Break Limit it breaks', () => {
    assert.deepEqual(failedSuppressionTest({ discipline: 5, suppressed: true, breakLimit: 2 }, 3), {
      fallsBack: true,
      breaks: false,
    });
    assert.deepEqual(
      failedSuppressionTest({ discipline: 5, suppressed: false, breakLimit: 2 }, 2),
      {
        fallsBack: false,
        breaks: true,
      },
    );
    assert.equal(failedSuppressionTest({ discipline: 5, suppressed: false }, 1).breaks, false);
  });
});

const attackArbitrary = fc.record({
  dice: fc.integer({ min: 0, max: 30 }),
  rating: fc.constantFrom(...COMBAT_RATINGS),
  defence: fc.integer({ min: 1, max: 4 }),
  damageLimit: fc.integer({ min: 1, max: 4 }),
  models: fc.integer({ min: 1, max: 12 }),
  arc: fc.boolean(),
  devastating: fc.boolean(),
  penetrating: fc.boolean(),
  veteran: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  durable: fc.boolean(),
});

type ArbitraryAttack = typeof attackArbitrary extends fc.Arbitrary<infer T> ? T : never;

function fromArbitrary(a: ArbitraryAttack) {
  const qualities = [
    ...(a.arc ? [{ name: 'Arc' }] : []),
    ...(a.devastating ? [{ name: 'Devastating' }] : []),
    ...(a.penetrating ? [{ name: 'Penetrating' }] : []),
  ];
  return anAttack({
    weapon: { dice: a.dice, qualities },
    attackerRules: a.veteran === undefined ? [] : [{ name: 'Veteran', x: a.veteran }],
    target: {
      defence: a.defence,
      damageLimit: a.damageLimit,
      models: a.models,
      rules: a.durable ? [{ name: 'Durable' }] : [],
    },
    situation: { rating: a.rating },
  });
}

/** P(X >= k) of `better` is at least that of `worse` for every k. */
function dominates(better: Float64Array, worse: Float64Array): boolean {
  const b = atLeast(better);
  const w = atLeast(worse);
  for (let k = 0; k < w.length; k++) if ((b[k] ?? 0) < (w[k] ?? 0) - 1e-12) return false;
  return true;
}

describe('exact odds: invariants', () => {
  it('every distribution sums to 1 within 1e-12, and no more models die than there are', () => {
    fc.assert(
      fc.property(attackArbitrary, (a) => {
        const odds = attackOdds(fromArbitrary(a), RULES);
        for (const d of [odds.hits, odds.damage, odds.modelsDestroyed]) {
          assert.ok(Math.abs(totalMass(d) - 1) < 1e-12);
        }
        assert.ok(odds.modelsDestroyed.length - 1 <= a.models);
      }),
      { seed: 11, numRuns: 150 },
    );
  });

  it('rulebook p.33: a better Combat Rating never scores fewer hits (stochastic dominance)', () => {
    fc.assert(
      fc.property(attackArbitrary, (a) => {
        const [weakened, neutral, improved] = COMBAT_RATINGS.map(
          (rating) => attackOdds(fromArbitrary({ ...a, rating }), RULES).hits,
        );
        assert.ok(dominates(improved!, neutral!));
        assert.ok(dominates(neutral!, weakened!));
      }),
      { seed: 12, numRuns: 80 },
    );
  });

  it('one more die never scores fewer hits; Devastating never does less damage', () => {
    fc.assert(
      fc.property(attackArbitrary, (a) => {
        const base = attackOdds(fromArbitrary(a), RULES);
        const more = attackOdds(fromArbitrary({ ...a, dice: a.dice + 1 }), RULES);
        assert.ok(dominates(more.hits, base.hits));
        const plain = attackOdds(fromArbitrary({ ...a, devastating: false }), RULES);
        const devastating = attackOdds(fromArbitrary({ ...a, devastating: true }), RULES);
        assert.ok(dominates(devastating.damage, plain.damage));
      }),
      { seed: 13, numRuns: 80 },
    );
  });

  it('the expected hits of N neutral dice are N x 196/216', () => {
    for (const dice of [0, 1, 7, 40]) {
      const odds = attackOdds(anAttack({ weapon: { dice } }), RULES);
      assert.ok(Math.abs(odds.expected.hits - (dice * 196) / 216) < 1e-9);
    }
  });
});
