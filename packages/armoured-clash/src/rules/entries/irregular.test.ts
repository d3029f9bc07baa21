import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planRangedAttack } from '../../game/ranged-attack.js';
import { setupRuleProblems } from '../../game/setup-rules.js';
import type { GameState } from '../../game/state.js';
import { faceToFace, skirmishWith } from '../../testing/melee-fixture.js';

const irregular = skirmishWith({ 'a-rifles': { rules: [{ name: 'Irregular' }] } });
const plain = skirmishWith({});

/** faceToFace: A's six rifles 5" south of B's rifles, turned to face `facing` radians. */
function facing(setup: typeof plain, angle: number): GameState {
  const state = faceToFace(setup);
  const a = state.units['a-rifles'];
  assert.ok(a !== undefined);
  a.models = a.models.map((m) => ({ ...m, facing: angle }));
  return state;
}

const AWAY = -Math.PI / 2;
const TOWARDS = Math.PI / 2;

describe('glossary: Irregular', () => {
  it('glossary: Irregular: a known rule, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(irregular), []);
  });

  it('glossary: Irregular: it confirms Target Acquisition on an enemy outside its Officer’s Front Arc; a unit without it cannot', () => {
    assert.throws(
      () => planRangedAttack(plain, facing(plain, AWAY), 'a-rifles', 'b-rifles', false),
      { rule: 'rulebook p.17 Target Acquisition' },
    );
    const plan = planRangedAttack(
      irregular,
      facing(irregular, AWAY),
      'a-rifles',
      'b-rifles',
      false,
    );
    assert.equal(plan.acquisition.confirmed, true);
    assert.equal(plan.acquisition.outsideFrontArc, true);
  });

  it('glossary: Irregular: then only half its models (rounding up) count for the Attack Dice: 3 of 6 read 4 dice, not 6', () => {
    const behind = planRangedAttack(
      irregular,
      facing(irregular, AWAY),
      'a-rifles',
      'b-rifles',
      false,
    );
    assert.equal(behind.attack.weapon.dice, 4);
    const ahead = planRangedAttack(
      irregular,
      facing(irregular, TOWARDS),
      'a-rifles',
      'b-rifles',
      false,
    );
    assert.equal(ahead.attack.weapon.dice, 6);
  });
});
