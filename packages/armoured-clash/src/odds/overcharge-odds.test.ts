import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { totalMass } from '@warroom/engine';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { anAttack } from '../testing/attack-fixture.js';
import { attackOdds } from './attack-odds.js';

const RULES = ARMOURED_CLASH_RULES;

function compositionOf(values: readonly number[]): number[] {
  const counts = new Array<number>(13).fill(0);
  for (const v of values) counts[v]! += 1;
  return counts;
}

describe('glossary: Overcharge, exactly', () => {
  const overcharged = anAttack({
    weapon: { dice: 1, qualities: [{ name: 'Overcharge' }] },
    situation: { rating: 'weakened' },
  });

  it("weighs the attacker's deck: dice added by the top card, a Damage for each Blank", () => {
    // Weakened, each first-roll die ends with 7/36 Blanks on average: its own Blank (1/6)
    // plus the Blank of the die its Heroic Strike adds (1/6 x 1/6). Deck {1, 3}: 2 or 4 dice.
    const odds = attackOdds(overcharged, RULES, { overchargeDeck: compositionOf([1, 3]) });
    const selfDamage = odds.attackerDamage.reduce((sum, p, blanks) => sum + p * blanks, 0);
    assert.ok(Math.abs(selfDamage - (3 * 7) / 36) < 1e-12);
    const perDie = attackOdds(
      anAttack({ weapon: { dice: 1 }, situation: { rating: 'weakened' } }),
      RULES,
    ).expected.hits;
    assert.ok(Math.abs(odds.expected.hits - 3 * perDie) < 1e-12);
    assert.ok(Math.abs(totalMass(odds.attackerDamage) - 1) < 1e-12);
  });

  it('undeclared, it adds no dice and deals the attacker nothing', () => {
    const odds = attackOdds(overcharged, RULES);
    assert.deepEqual([...odds.attackerDamage], [1]);
  });
});
