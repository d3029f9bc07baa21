import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face } from '../../dice/faces.js';
import { resolveScripted } from '../../testing/resolve-fixture.js';

const { strike: S } = Face;
const penetrating = { qualities: [{ name: 'Penetrating' }] };

describe('glossary: Penetrating against a Unit Type', () => {
  it('glossary: Penetrating: a Fortification unit (its Unit Type is a Trait: rulebook p.48 Common Traits) suffers one more Damage instead of losing a model', () => {
    const outcome = resolveScripted(
      {
        weapon: { dice: 1, ...penetrating },
        target: { damageLimit: 6, models: 1, type: 'fortification', traits: [] },
      },
      [S],
    );
    assert.deepEqual(outcome.target, {
      damageSuffered: 2,
      modelsDestroyed: 0,
      models: 1,
      damage: 2,
    });
  });

  it('glossary: Penetrating: an Armour unit without a hardened Trait loses a model', () => {
    const outcome = resolveScripted(
      {
        weapon: { dice: 1, ...penetrating },
        target: { damageLimit: 6, models: 2, type: 'armour', traits: [] },
      },
      [S],
    );
    assert.deepEqual(outcome.target, {
      damageSuffered: 1,
      modelsDestroyed: 1,
      models: 1,
      damage: 0,
    });
  });
});
