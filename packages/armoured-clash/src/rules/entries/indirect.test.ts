import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const indirect = { qualities: [{ name: 'Indirect' }] };
const twoBonuses = [
  { source: 'Aiming', effect: 'bonus', cause: 'other' },
  { source: 'Short Range', effect: 'bonus', cause: 'other' },
] as const;

describe('glossary: Indirect', () => {
  it('Weakened regardless of bonuses when the attacking unit cannot confirm Visibility itself', () => {
    const situation = {
      rating: 'improved',
      combatRatingModifiers: twoBonuses,
      attackerConfirmedVisibility: false,
    } as const;
    assert.equal(prepared({ weapon: indirect, situation }).rating, 'weakened');
  });

  it('when it confirms Visibility itself, the bonuses and penalties decide', () => {
    const situation = {
      rating: 'improved',
      combatRatingModifiers: twoBonuses,
      attackerConfirmedVisibility: true,
    } as const;
    assert.equal(prepared({ weapon: indirect, situation }).rating, 'improved');
  });
});
