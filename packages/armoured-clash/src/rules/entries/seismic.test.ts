import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suppressionTestFailure } from '../../attack/suppression.js';
import type { TargetUnit } from '../../attack/attack.js';
import { prepared } from '../../testing/resolve-fixture.js';

const seismic = { qualities: [{ name: 'Seismic' }] };
const fresh = { discipline: 5, suppressed: false };

describe('glossary: Seismic', () => {
  it('a target that becomes Suppressed gains the Disordered status as well', () => {
    assert.deepEqual(suppressionTestFailure(prepared({ weapon: seismic }), fresh, 5).gains, [
      'suppressed',
      'disordered',
    ]);
  });

  it('a target Suppressed already does not become Suppressed, and is not Disordered by it', () => {
    const morale = { discipline: 5, suppressed: true };
    const failure = suppressionTestFailure(prepared({ weapon: seismic }), morale, 5);
    assert.deepEqual(failure.gains, ['suppressed']);
    assert.equal(failure.fallsBack, true);
  });

  it('an additional Combat Rating Bonus against a unit Garrisoning a Building', () => {
    const garrisoned = { rules: [{ name: 'Garrisoned' }] };
    assert.equal(prepared({ weapon: seismic, target: garrisoned }).rating, 'improved');
    assert.equal(prepared({ weapon: seismic }).rating, 'neutral');
  });

  const immune: [string, Partial<TargetUnit>][] = [
    ['Aircraft', { type: 'aircraft' }],
    ['Rotorcraft', { type: 'rotorcraft' }],
    ['units with Hover', { rules: [{ name: 'Hover' }] }],
  ];
  for (const [who, target] of immune) {
    it(`${who} are immune to its effects`, () => {
      const attack = prepared({ weapon: seismic, target });
      assert.deepEqual(suppressionTestFailure(attack, fresh, 5).gains, ['suppressed']);
      const garrisoned = { ...target, rules: [...(target.rules ?? []), { name: 'Garrisoned' }] };
      assert.equal(prepared({ weapon: seismic, target: garrisoned }).rating, 'neutral');
    });
  }

  it('interaction with Cryo: a target gaining Activated instead does not become Suppressed', () => {
    const both = { qualities: [{ name: 'Seismic' }, { name: 'Cryo' }] };
    assert.deepEqual(suppressionTestFailure(prepared({ weapon: both }), fresh, 5).gains, [
      'activated',
    ]);
    const activated = { ...fresh, activated: true };
    assert.deepEqual(suppressionTestFailure(prepared({ weapon: both }), activated, 5).gains, [
      'suppressed',
      'disordered',
    ]);
  });
});
