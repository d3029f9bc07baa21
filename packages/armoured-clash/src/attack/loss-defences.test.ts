import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Face } from '../dice/faces.js';
import { resolveScripted } from '../testing/resolve-fixture.js';
import { damageFromHits } from './loss-defences.js';

const { strike: S } = Face;
const EMPLACED = [{ name: 'Emplacement' }];
/** The most hits, models, Defence and Damage Limit the property tests try. */
const MAX_HITS = 40;
const MAX_MODELS = 6;
const MAX_DEFENCE = 4;
const MAX_LIMIT = 3;

/**
 * The same reading counted another way: the k-th point of Damage (from the
 * Damage the unit has) counts towards model floor((damage + k) / limit) and
 * costs its Defence; the Damage is the most points whose costs the hits pay.
 */
function byPrefixSums(
  hits: number,
  defences: readonly number[],
  damage: number,
  damageLimit: number,
): { damage: number; excess: number } {
  let paid = 0;
  for (let k = 0; ; k++) {
    const model = Math.min(Math.floor((damage + k) / damageLimit), defences.length - 1);
    const cost = defences[model] ?? 1;
    if (paid + cost > hits) return { damage: k, excess: hits - paid };
    paid += cost;
  }
}

describe('rulebook p.33 Apply Damage, each model with its own Defence (glossary: Emplacement)', () => {
  it('rulebook p.33 Apply Damage: one Defence for every model: hits divided by the Defence, the rest discarded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_HITS }),
        fc.integer({ min: 1, max: MAX_DEFENCE }),
        fc.integer({ min: 1, max: MAX_MODELS }),
        (hits, defence, models) => {
          const target = { damage: 0, damageLimit: 1 };
          const uniform = damageFromHits(hits, { defence, defences: [] }, target);
          const listed = Array.from({ length: models }, () => defence);
          assert.deepEqual(uniform, { damage: Math.floor(hits / defence), excess: hits % defence });
          assert.deepEqual(damageFromHits(hits, { defence, defences: listed }, target), uniform);
        },
      ),
    );
  });

  it('glossary: Emplacement: the first model removed emplaced (Defence 2, then 1, 1): 4 hits are 3 Damage, none left over', () => {
    const target = { damage: 0, damageLimit: 1 };
    assert.deepEqual(damageFromHits(4, { defence: 1, defences: [2, 1, 1] }, target), {
      damage: 3,
      excess: 0,
    });
    assert.deepEqual(damageFromHits(1, { defence: 1, defences: [2, 1, 1] }, target), {
      damage: 0,
      excess: 1,
    });
  });

  it('glossary: Emplacement: the last model removed emplaced (Defence 1, 1, then 2): 3 hits are 2 Damage, one Hit discarded', () => {
    const target = { damage: 0, damageLimit: 1 };
    assert.deepEqual(damageFromHits(3, { defence: 1, defences: [1, 1, 2] }, target), {
      damage: 2,
      excess: 1,
    });
  });

  it('rulebook p.34 Damaging Units: Damage Limit 2, one Damage already: the next point destroys the first model (Defence 2), the next two count towards the second (Defence 1)', () => {
    const target = { damage: 1, damageLimit: 2 };
    assert.deepEqual(damageFromHits(4, { defence: 1, defences: [2, 1, 1] }, target), {
      damage: 3,
      excess: 0,
    });
    assert.deepEqual(damageFromHits(4, { defence: 1, defences: [1, 2, 2] }, target), {
      damage: 2,
      excess: 1,
    });
  });

  it('glossary: Emplacement: point by point equals the prefix sums of each Damage point’s cost (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_HITS }),
        fc.array(fc.integer({ min: 1, max: MAX_DEFENCE }), { minLength: 1, maxLength: MAX_MODELS }),
        fc.integer({ min: 1, max: MAX_LIMIT }),
        fc.nat(),
        (hits, defences, damageLimit, carried) => {
          const damage = carried % damageLimit;
          const target = { damage, damageLimit };
          const defence = defences[0] ?? 1;
          assert.deepEqual(
            damageFromHits(hits, { defence, defences }, target),
            byPrefixSums(hits, defences, damage, damageLimit),
          );
        },
      ),
    );
  });

  it('glossary: Emplacement: the attack roll reads the first model removed at Defence 2 and the others at 1 (3 Strikes: 2 destroyed)', () => {
    const partly = {
      weapon: { dice: 3 },
      target: { defence: 1, damageLimit: 1, models: 3, rules: EMPLACED },
      situation: { obstacleCrossedInLossOrder: [true, false, false] },
    };
    assert.equal(resolveScripted(partly, [S, S, S]).target.modelsDestroyed, 2);
    const last = { ...partly, situation: { obstacleCrossedInLossOrder: [false, false, true] } };
    assert.equal(resolveScripted(last, [S, S, S]).target.modelsDestroyed, 2);
    const all = { ...partly, situation: { obstacleCrossedInLossOrder: [true, true, true] } };
    assert.equal(resolveScripted(all, [S, S, S]).target.modelsDestroyed, 1);
  });

  it('glossary: Devastating: the excess is what is left after each model’s own Defence (Defence 2, then 1: 3 hits leave none, no extra Damage)', () => {
    const devastating = {
      weapon: { dice: 3, qualities: [{ name: 'Devastating' }] },
      target: { defence: 1, damageLimit: 1, models: 3, rules: EMPLACED },
    };
    const first = {
      ...devastating,
      situation: { obstacleCrossedInLossOrder: [true, false, false] },
    };
    assert.equal(resolveScripted(first, [S, S, S]).target.damageSuffered, 2);
    const second = {
      ...devastating,
      situation: { obstacleCrossedInLossOrder: [false, true, true] },
    };
    // 1 hit for the first model, 2 for the second: 2 Damage and nothing left over.
    assert.equal(resolveScripted(second, [S, S, S]).target.damageSuffered, 2);
    const third = { ...devastating, situation: { obstacleCrossedInLossOrder: [true, true, true] } };
    // Defence 2 for every model: 1 Damage, 1 Hit discarded, +1 Damage.
    assert.equal(resolveScripted(third, [S, S, S]).target.damageSuffered, 2);
  });

  it('glossary: Emplacement: the Obstacle given for a number of models other than the target’s is refused with a clear error', () => {
    assert.throws(
      () =>
        resolveScripted(
          {
            target: { models: 3, rules: EMPLACED },
            situation: { obstacleCrossedInLossOrder: [true] },
          },
          [S],
        ),
      /the Obstacle crossed is given for 1 models, the target has 3/,
    );
  });
});
