import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const opportunityFire = [
  { source: 'Short Range', effect: 'bonus', cause: 'other' },
  { source: 'Opportunity Fire', effect: 'penalty', cause: 'opportunityFire' },
] as const;

describe('glossary: Lock On', () => {
  it('the attack never suffers the Opportunity Fire Combat Rating Penalty', () => {
    const situation = { rating: 'neutral', combatRatingModifiers: opportunityFire } as const;
    assert.equal(prepared({ situation }).rating, 'neutral');
    const lockOn = prepared({ weapon: { qualities: [{ name: 'Lock On' }] }, situation });
    assert.equal(lockOn.rating, 'improved');
    assert.deepEqual(
      lockOn.combatRatingModifiers.map((m) => m.source),
      ['Short Range'],
    );
  });
});
