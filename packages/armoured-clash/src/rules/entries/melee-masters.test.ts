import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attackOdds } from '../../odds/attack-odds.js';
import { anAttack } from '../../testing/attack-fixture.js';
import { prepared } from '../../testing/resolve-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';

const masters = { rules: [{ name: 'Melee Masters' }] };
const oneBonus = [{ source: 'Outflanking', effect: 'bonus', cause: 'other' }] as const;

describe('glossary: Melee Masters', () => {
  it('a Melee attack against the unit suffers an additional Combat Rating Penalty', () => {
    const attack = prepared({
      weapon: { attack: 'melee' },
      target: masters,
      situation: { kind: 'closeQuarters', rating: 'improved', combatRatingModifiers: oneBonus },
    });
    assert.equal(attack.rating, 'neutral');
    assert.deepEqual(
      attack.combatRatingModifiers.map((m) => `${m.source} ${m.effect}`),
      ['Outflanking bonus', 'Melee Masters penalty'],
    );
  });

  it('not an Impact attack, nor a Ranged Attack', () => {
    const impact = prepared({
      weapon: { attack: 'impact' },
      target: masters,
      situation: { kind: 'closeQuarters' },
    });
    assert.equal(impact.rating, 'neutral');
    assert.equal(prepared({ target: masters }).rating, 'neutral');
  });

  it('the exact odds are those of the attack one step weaker', () => {
    const melee = (rules: { name: string }[], rating: 'neutral' | 'weakened') =>
      attackOdds(
        anAttack({
          weapon: { dice: 7, attack: 'melee' },
          target: { rules, models: 5 },
          situation: { kind: 'closeQuarters', rating },
        }),
        ARMOURED_CLASH_RULES,
      );
    const against = melee([{ name: 'Melee Masters' }], 'neutral');
    const weakened = melee([], 'weakened');
    assert.deepEqual([...against.hits], [...weakened.hits]);
    assert.deepEqual([...against.modelsDestroyed], [...weakened.modelsDestroyed]);
  });
});
