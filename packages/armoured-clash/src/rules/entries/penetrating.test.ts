import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face } from '../../dice/faces.js';
import { resolveScripted } from '../../testing/resolve-fixture.js';

const { strike: S, blank: B } = Face;
const penetrating = { qualities: [{ name: 'Penetrating' }] };

describe('glossary: Penetrating', () => {
  it('Damage left on the target after the attack destroys one more model and resets to zero', () => {
    const outcome = resolveScripted(
      { weapon: { dice: 4, ...penetrating }, target: { damageLimit: 3, models: 3 } },
      [S, S, S, S],
    );
    // 4 Damage at Damage Limit 3: one model, 1 Damage left; Penetrating destroys a second.
    assert.deepEqual(outcome.target, {
      damageSuffered: 4,
      modelsDestroyed: 2,
      models: 1,
      damage: 0,
    });
  });

  it('no effect when the attack did no Damage, even with Damage already on the unit', () => {
    const outcome = resolveScripted(
      { weapon: { dice: 1, ...penetrating }, target: { damageLimit: 3, damage: 2 } },
      [B],
    );
    assert.equal(outcome.target.modelsDestroyed, 0);
    assert.equal(outcome.target.damage, 2);
  });

  it('no effect when no Damage is left after the attack', () => {
    const outcome = resolveScripted(
      { weapon: { dice: 3, ...penetrating }, target: { damageLimit: 3 } },
      [S, S, S],
    );
    assert.deepEqual(outcome.target, {
      damageSuffered: 3,
      modelsDestroyed: 1,
      models: 9,
      damage: 0,
    });
  });

  for (const trait of ['Behemoth', 'Fortification', 'Sturdy']) {
    it(`a ${trait} suffers one more Damage instead of losing a model`, () => {
      const outcome = resolveScripted(
        {
          weapon: { dice: 1, ...penetrating },
          target: { damageLimit: 6, models: 1, traits: [trait] },
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
  }

  it('the extra Damage on a Behemoth can itself reach the Damage Limit', () => {
    const outcome = resolveScripted(
      {
        weapon: { dice: 1, ...penetrating },
        target: { damageLimit: 3, damage: 1, models: 1, traits: ['behemoth'] },
      },
      [S],
    );
    assert.deepEqual(outcome.target, {
      damageSuffered: 2,
      modelsDestroyed: 1,
      models: 0,
      damage: 0,
    });
  });
});
