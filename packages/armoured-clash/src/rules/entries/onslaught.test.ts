import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const onslaught = [{ name: 'Onslaught' }];

describe('glossary: Onslaught', () => {
  it("after a Charge, the unit's Close Quarters Attack receives an additional Combat Rating Bonus", () => {
    const attack = prepared({
      attackerRules: onslaught,
      situation: { kind: 'closeQuarters', charged: true },
    });
    assert.equal(attack.rating, 'improved');
  });

  it('no bonus without a Charge (as when it Retaliates), nor in a Ranged Attack', () => {
    assert.equal(
      prepared({ attackerRules: onslaught, situation: { kind: 'closeQuarters' } }).rating,
      'neutral',
    );
    assert.equal(
      prepared({ attackerRules: onslaught, situation: { charged: true } }).rating,
      'neutral',
    );
  });

  it('interaction with Melee Masters: the bonus and the penalty cancel out', () => {
    const attack = prepared({
      weapon: { attack: 'melee' },
      attackerRules: onslaught,
      target: { rules: [{ name: 'Melee Masters' }] },
      situation: { kind: 'closeQuarters', charged: true },
    });
    assert.equal(attack.rating, 'neutral');
    assert.equal(attack.combatRatingModifiers.length, 2);
  });
});
