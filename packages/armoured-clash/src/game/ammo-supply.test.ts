import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareAttack } from '../attack/prepare.js';
import { attackOdds } from '../odds/attack-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { planRangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';
import { aTanksBesideRifles } from '../testing/unit-state-fixture.js';

/** A's rifles with Ammo Supply (`trait`); A's tanks moved `gap` inches east of the rifles' rank. */
function game(trait: string, gap: number): { setup: GameSetup; state: GameState } {
  const setup = skirmishWith({ 'a-rifles': { rules: [{ name: `Ammo Supply (${trait})` }] } });
  const state = opened(setup);
  aTanksBesideRifles(state, gap);
  return { setup, state };
}

/** The A tanks' Ranged Attack against the B tanks, as planned. */
function plan(trait: string, gap: number) {
  const { setup, state } = game(trait, gap);
  return planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false).attack;
}

describe('glossary: Ammo Supply (X)', () => {
  it('a friendly X unit within 3" gains an additional Combat Rating Bonus to its Ranged Attacks', () => {
    const attack = plan('Armour', 2.5);
    assert.deepEqual(
      attack.situation.combatRatingModifiers?.map((m) => [m.source, m.effect]),
      [['Ammo Supply of Rifles a-rifles', 'bonus']],
    );
    assert.equal(prepareAttack(attack, ARMOURED_CLASH_RULES).rating, 'improved');
  });

  it('no bonus beyond 3", nor for a unit without the X Trait', () => {
    for (const attack of [plan('Armour', 3.5), plan('Infantry', 2.5)]) {
      assert.deepEqual(attack.situation.combatRatingModifiers, []);
      assert.equal(prepareAttack(attack, ARMOURED_CLASH_RULES).rating, 'neutral');
    }
  });

  it('the exact odds count the bonus: those of the same attack Aimed', () => {
    const supplied = plan('Armour', 2.5);
    const plain = plan('Armour', 3.5);
    const aimed = {
      ...plain,
      situation: {
        ...plain.situation,
        rating: 'improved' as const,
        combatRatingModifiers: [
          { source: 'Aiming', effect: 'bonus' as const, cause: 'other' as const },
        ],
      },
    };
    const expected = (a: typeof plain) => attackOdds(a, ARMOURED_CLASH_RULES).expected;
    assert.deepEqual(expected(supplied), expected(aimed));
    assert.ok(expected(supplied).hits > expected(plain).hits);
  });
});
