import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkForSuppression } from '../../attack/suppression.js';
import { prepared } from '../../testing/resolve-fixture.js';

const trap = { qualities: [{ name: 'Trap' }] };
const penalties = [
  { source: 'Concealed', effect: 'penalty', cause: 'concealed' },
  { source: 'Suppressed', effect: 'penalty', cause: 'other' },
] as const;
const morale = { discipline: 6, suppressed: false };

describe('glossary: Trap', () => {
  it('always Improved regardless of any Combat Rating Bonuses or Penalties', () => {
    const attack = prepared({
      weapon: trap,
      situation: { rating: 'weakened', combatRatingModifiers: penalties },
    });
    assert.equal(attack.rating, 'improved');
  });

  it('ignores the Defence increase from Garrisoning a Defensible Building (not other bonuses)', () => {
    const target = {
      defence: 2,
      rules: [{ name: 'Garrisoned' }, { name: 'Taking Cover' }],
    };
    const situation = { concealed: true };
    assert.equal(prepared({ target, situation }).defence, 4);
    assert.equal(prepared({ weapon: trap, target, situation }).defence, 3);
  });

  it('the target must take a Suppression Test even when it lost no model', () => {
    const untouched = { damageSuffered: 0, modelsDestroyed: 0, models: 4, damage: 0 };
    const plain = prepared({ target: { models: 4 } });
    assert.deepEqual(checkForSuppression(plain, untouched, morale), { required: false });
    const trapped = prepared({ weapon: trap, target: { models: 4 } });
    assert.deepEqual(checkForSuppression(trapped, untouched, morale), {
      required: true,
      discipline: 6,
      passesAutomatically: false,
    });
  });

  it('a unit the attack Annihilated takes no test', () => {
    const trapped = prepared({ weapon: trap, target: { models: 2 } });
    const annihilated = { damageSuffered: 2, modelsDestroyed: 2, models: 0, damage: 0 };
    assert.deepEqual(checkForSuppression(trapped, annihilated, morale), { required: false });
  });
});
