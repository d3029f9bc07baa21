import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const portalBlast = { qualities: [{ name: 'Portal Blast' }] };

describe('glossary: Portal Blast', () => {
  it('glossary: Portal Blast: always Neutral, regardless of Combat Rating Bonuses or Penalties', () => {
    const bonuses = {
      rating: 'improved',
      combatRatingModifiers: [
        { source: 'Aiming', effect: 'bonus', cause: 'other' },
        { source: 'Short Range', effect: 'bonus', cause: 'other' },
      ],
    } as const;
    const penalty = {
      rating: 'weakened',
      combatRatingModifiers: [{ source: 'Suppressed', effect: 'penalty', cause: 'other' }],
    } as const;
    assert.equal(prepared({ weapon: portalBlast, situation: bonuses }).rating, 'neutral');
    assert.equal(prepared({ weapon: portalBlast, situation: penalty }).rating, 'neutral');
    assert.equal(prepared({ situation: bonuses }).rating, 'improved');
  });
});
