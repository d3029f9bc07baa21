import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attackOdds } from '../../odds/attack-odds.js';
import { anAttack } from '../../testing/attack-fixture.js';
import { prepared } from '../../testing/resolve-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';

const trail = { dice: 6, qualities: [{ name: 'Trail' }] };

describe('glossary: Trail', () => {
  it('the attack is always Neutral regardless of any Combat Rating Bonuses or Penalties', () => {
    for (const rating of ['improved', 'neutral', 'weakened'] as const) {
      assert.equal(prepared({ weapon: trail, situation: { rating } }).rating, 'neutral');
    }
  });

  it('the exact odds are those of the Neutral attack', () => {
    const improved = anAttack({ weapon: trail, situation: { rating: 'improved' } });
    const neutral = anAttack({ weapon: { dice: 6 }, situation: { rating: 'neutral' } });
    assert.deepEqual(
      attackOdds(improved, ARMOURED_CLASH_RULES).expected,
      attackOdds(neutral, ARMOURED_CLASH_RULES).expected,
    );
  });
});
