import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face, faceSet } from '../../dice/faces.js';
import { prepared } from '../../testing/resolve-fixture.js';

const turret = { qualities: [{ name: 'Turret' }] };

describe('glossary: Turret', () => {
  it("an additional Combat Rating Penalty when the target is outside the Officer's Front Arc", () => {
    const outside = prepared({ weapon: turret, situation: { targetOutsideFrontArc: true } });
    assert.equal(outside.rating, 'weakened');
    assert.equal(outside.plan.rerollable, faceSet());
    const inside = prepared({ weapon: turret, situation: { targetOutsideFrontArc: false } });
    assert.equal(inside.rating, 'neutral');
    assert.equal(inside.plan.rerollable, faceSet(Face.glancingStrike));
  });
});
