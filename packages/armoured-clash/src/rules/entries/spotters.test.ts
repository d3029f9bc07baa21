import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attackOdds } from '../../odds/attack-odds.js';
import { anAttack } from '../../testing/attack-fixture.js';
import { prepared } from '../../testing/resolve-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';

const indirect = { qualities: [{ name: 'Indirect' }] };
const twoPenalties = [
  { source: 'Concealed', effect: 'penalty', cause: 'concealed' },
  { source: 'Suppressed', effect: 'penalty', cause: 'other' },
] as const;
/** An Indirect attack whose attacking unit could not confirm Visibility, with two penalties. */
const unseen = {
  rating: 'weakened',
  combatRatingModifiers: twoPenalties,
  attackerConfirmedVisibility: false,
} as const;

describe('glossary: Spotters', () => {
  it('an Indirect attack with a Spotting unit nominated is Improved regardless, even unseen', () => {
    const spotted = { ...unseen, spottedBy: 'a-rifles' };
    assert.equal(prepared({ weapon: indirect, situation: spotted }).rating, 'improved');
    assert.equal(prepared({ weapon: indirect, situation: unseen }).rating, 'weakened');
  });

  it('only an attack with the Indirect quality', () => {
    const situation = { ...unseen, spottedBy: 'x' };
    assert.equal(prepared({ situation }).rating, 'weakened');
  });

  it('the exact odds are those of an Improved attack', () => {
    const odds = (weapon: object, situation: object) =>
      attackOdds(anAttack({ weapon: { dice: 8, ...weapon }, situation }), ARMOURED_CLASH_RULES);
    const spotted = odds(indirect, { ...unseen, spottedBy: 'a-rifles' });
    const improved = odds({}, { rating: 'improved' });
    assert.deepEqual([...spotted.hits], [...improved.hits]);
    assert.deepEqual([...spotted.modelsDestroyed], [...improved.modelsDestroyed]);
  });
});
