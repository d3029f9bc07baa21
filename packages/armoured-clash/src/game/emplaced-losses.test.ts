import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { damageFromHits } from '../attack/loss-defences.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { faceToFace } from '../testing/melee-fixture.js';
import { lossSequence } from './loss-sequence.js';
import { attackingUnit } from './open-formation-losses.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import { tableOf } from './table-of.js';
import { halfWalledEmplacement } from '../testing/wall-fixture.js';

/** Seeds tried for the game's own rolls. */
const SEEDS = 12;

describe('glossary: Emplacement per model in the game', () => {
  it('glossary: Emplacement: the Ranged Attack reads each model behind the wall at Defence 2, in the order of removal (rulebook p.34: the ends of the single rank first: #6, #4, #5, #2, #3, the Officer last)', () => {
    const setup = halfWalledEmplacement();
    const state = faceToFace(setup);
    const plan = planRangedAttack(setup, state, 'a-rifles', 'b-rifles', false);
    const from = attackingUnit(tableOf(setup, state), 'a-rifles');
    const order = lossSequence(setup, state.units['b-rifles']!, from).map((l) => l.destroyed.id);
    assert.deepEqual(order, [
      'b-rifles#6',
      'b-rifles#4',
      'b-rifles#5',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#1',
    ]);
    assert.equal(plan.attack.situation.lineOfSightCrossesTargetObstacle, false);
    assert.deepEqual(plan.attack.situation.obstacleCrossedInLossOrder, [
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
    const prepared = prepareAttack(plan.attack, ARMOURED_CLASH_RULES);
    assert.equal(prepared.defence, 1);
    assert.deepEqual(prepared.lossDefences, [2, 2, 1, 2, 1, 1]);
  });

  it("glossary: Emplacement: the game's seeded rolls Destroy, in the order of removal, as many models as the hits make with each model's own Defence", () => {
    const setup = halfWalledEmplacement();
    for (let seed = 0; seed < SEEDS; seed++) {
      const state = faceToFace(setup);
      state.rng = seedRng(`emplaced ${seed}`);
      const target = state.units['b-rifles']!;
      const from = attackingUnit(tableOf(setup, state), 'a-rifles');
      const order = lossSequence(setup, target, from).map((l) => l.destroyed.id);
      const events = rangedAttack(setup, state, state.units['a-rifles']!, 'b-rifles', true);
      const roll = events.find((e) => e.kind === 'rangedAttack')?.roll;
      assert.ok(roll !== undefined);
      const losses = { defence: 1, defences: [2, 2, 1, 2, 1, 1] };
      const { damage } = damageFromHits(roll.hits, losses, { damage: 0, damageLimit: 1 });
      const destroyed = Math.min(damage, order.length);
      assert.equal(roll.modelsDestroyed, destroyed, `seed ${seed}`);
      const left = target.models.map((m) => m.id).sort();
      assert.deepEqual(left, order.slice(destroyed).sort(), `seed ${seed}`);
    }
  });
});
