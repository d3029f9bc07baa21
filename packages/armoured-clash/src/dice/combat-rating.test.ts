import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { combatRatingFrom, rerollableFaces } from './combat-rating.js';
import { Face, NO_FACES, faceSet } from './faces.js';

describe('rulebook p.26 Determine Combat Rating', () => {
  it('more bonuses than penalties is Improved, more penalties Weakened, otherwise Neutral', () => {
    assert.equal(combatRatingFrom(2, 1), 'improved');
    assert.equal(combatRatingFrom(1, 2), 'weakened');
    assert.equal(combatRatingFrom(0, 0), 'neutral');
    assert.equal(combatRatingFrom(3, 3), 'neutral');
  });
});

describe('rulebook p.33 Resolve Re-Rolls', () => {
  it('Weakened re-rolls nothing, Neutral Glancing Strikes, Improved Misses and Glancing Strikes', () => {
    assert.equal(rerollableFaces('weakened'), NO_FACES);
    assert.equal(rerollableFaces('neutral'), faceSet(Face.glancingStrike));
    assert.equal(rerollableFaces('improved'), faceSet(Face.glancingStrike, Face.miss));
  });
});
