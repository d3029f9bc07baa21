import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { anAttack } from '../testing/attack-fixture.js';
import { destroyOneModel, sufferDamage, untouched } from './damage.js';
import { prepareAttack } from './prepare.js';
import { resolvePool } from './resolve.js';
import { STANDARD_FACE_HITS } from '../dice/faces.js';

function hitsOnTarget(hits: number, target: Parameters<typeof anAttack>[0]) {
  const prepared = prepareAttack(anAttack(target), ARMOURED_CLASH_RULES);
  return resolvePool(prepared, {
    hits,
    counts: [0, hits, 0, 0, 0],
    hitsPerFace: STANDARD_FACE_HITS,
  });
}

describe('rulebook p.33 Apply Damage', () => {
  it('seven Hits on Defence 2 inflict 3 Damage; the lone remaining Hit has no effect', () => {
    const outcome = hitsOnTarget(7, { target: { defence: 2, damageLimit: 10 } });
    assert.equal(outcome.target.damageSuffered, 3);
    assert.equal(outcome.target.damage, 3);
  });
});

describe('rulebook p.34 Damaging Units', () => {
  it('Damage Limit 3: 2 Damage then 2 more destroys one model and leaves a "1 Damage" token', () => {
    const first = sufferDamage(untouched(3, 0), 2, 3);
    assert.deepEqual(first, { damageSuffered: 2, modelsDestroyed: 0, models: 3, damage: 2 });
    const second = sufferDamage(untouched(first.models, first.damage), 2, 3);
    assert.deepEqual(second, { damageSuffered: 2, modelsDestroyed: 1, models: 2, damage: 1 });
  });

  it('Damage Limit 1: one model Destroyed for each point of Damage', () => {
    assert.equal(sufferDamage(untouched(10, 0), 4, 1).modelsDestroyed, 4);
  });

  it('rulebook p.35 Annihilating Units: once the last model is Destroyed, further Damage has no effect', () => {
    assert.deepEqual(sufferDamage(untouched(2, 1), 9, 2), {
      damageSuffered: 9,
      modelsDestroyed: 2,
      models: 0,
      damage: 0,
    });
    assert.deepEqual(destroyOneModel(untouched(0, 0)), untouched(0, 0));
  });

  it('damage applied in one go or point by point ends the same (one model at a time)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 40 }),
        fc.nat(5),
        (limit, models, amount, start) => {
          const damage = start % limit;
          let stepwise = untouched(models, damage);
          for (let i = 0; i < amount; i++) stepwise = sufferDamage(stepwise, 1, limit);
          const atOnce = sufferDamage(untouched(models, damage), amount, limit);
          assert.equal(atOnce.models, stepwise.models);
          assert.equal(atOnce.damage, stepwise.damage);
          assert.equal(atOnce.modelsDestroyed, stepwise.modelsDestroyed);
        },
      ),
      { seed: 3, numRuns: 300 },
    );
  });
});
