import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const immortal = { defence: 2, rules: [{ name: 'Immortal' }] };

describe('glossary: Immortal', () => {
  it('Defence +1 within 3" of a Portal Marker, against any attack', () => {
    const near = { targetNearPortalMarker: true };
    assert.equal(prepared({ target: immortal, situation: near }).defence, 3);
    assert.equal(
      prepared({ target: immortal, situation: { ...near, kind: 'closeQuarters' } }).defence,
      3,
    );
    assert.equal(prepared({ target: immortal }).defence, 2);
  });

  it('no benefit while Garrisoning a Building', () => {
    const garrisoned = { defence: 2, rules: [{ name: 'Immortal' }, { name: 'Garrisoned' }] };
    const attack = prepared({ target: garrisoned, situation: { targetNearPortalMarker: true } });
    assert.deepEqual(
      attack.defenceModifiers.map((m) => m.source),
      ['Garrisoned'],
    );
  });
});
