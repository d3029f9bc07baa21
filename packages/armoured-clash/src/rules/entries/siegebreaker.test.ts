import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face } from '../../dice/faces.js';
import { attackOdds } from '../../odds/attack-odds.js';
import { anAttack } from '../../testing/attack-fixture.js';
import { prepared, resolveScripted } from '../../testing/resolve-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';

const { heroicStrike: H, strike: S, blank: B } = Face;
const siegebreaker = { name: 'Siegebreaker' };
const inBuilding = (damageLimit: number) => ({
  defence: 1,
  damageLimit,
  models: 3,
  rules: [{ name: 'Garrisoned' }],
});
const weakened = { rating: 'weakened', buildingSize: 2 } as const;

describe('glossary: Siegebreaker', () => {
  it('as many Heroic Strikes as the building Size: Wrecked, and Damage equal to the Size', () => {
    // Defence 1 + 1 (Garrisoned): 5 hits are 2 Damage (one model), then 2 more (another).
    const outcome = resolveScripted(
      {
        weapon: { dice: 3, qualities: [siegebreaker] },
        target: inBuilding(2),
        situation: weakened,
      },
      [H, H, S, B, B],
    );
    assert.equal(outcome.buildingWrecked, true);
    assert.deepEqual(outcome.target, {
      damageSuffered: 4,
      modelsDestroyed: 2,
      models: 1,
      damage: 0,
    });
  });

  it('fewer Heroic Strikes than the Size: no effect', () => {
    const outcome = resolveScripted(
      {
        weapon: { dice: 3, qualities: [siegebreaker] },
        target: inBuilding(2),
        situation: weakened,
      },
      [H, S, S, B],
    );
    assert.equal(outcome.buildingWrecked, false);
    assert.equal(outcome.target.damageSuffered, 2);
  });

  it('only against a unit Garrisoning a Defensible Building', () => {
    const outcome = resolveScripted(
      {
        weapon: { dice: 3, qualities: [siegebreaker] },
        target: { ...inBuilding(2), rules: [] },
        situation: weakened,
      },
      [H, H, S, B, B],
    );
    assert.equal(outcome.buildingWrecked, false);
    assert.equal(outcome.target.damageSuffered, 5);
  });

  it("needs the building's Size", () => {
    assert.throws(
      () => prepared({ weapon: { qualities: [siegebreaker] }, target: inBuilding(2) }),
      /Siegebreaker against a Garrisoned unit needs the Size of its building/,
    );
  });

  it('interaction with Penetrating: it acts once the attack is resolved, after the further Damage', () => {
    // 5 hits on Defence 2: 2 Damage; Wrecked: 2 more, 4 at Damage Limit 3 is one model and
    // 1 Damage left, which Penetrating turns into a second model.
    const outcome = resolveScripted(
      {
        weapon: { dice: 3, qualities: [siegebreaker, { name: 'Penetrating' }] },
        target: inBuilding(3),
        situation: weakened,
      },
      [H, H, S, B, B],
    );
    assert.deepEqual(outcome.target, {
      damageSuffered: 4,
      modelsDestroyed: 2,
      models: 1,
      damage: 0,
    });
  });

  it('exactly: one weakened die against a building of Size 1', () => {
    // A Heroic Strike (1/6) Wrecks it: 2 hits + the added die, on Defence 2, plus 1 Damage:
    // 3 Damage if the added die is a Heroic Strike (1/36), else 2 (5/36). Otherwise at most
    // 1 hit: no Damage.
    const odds = attackOdds(
      anAttack({
        weapon: { dice: 1, qualities: [siegebreaker] },
        target: { ...inBuilding(1), models: 5 },
        situation: { rating: 'weakened', buildingSize: 1 },
      }),
      ARMOURED_CLASH_RULES,
    );
    const expected = [30 / 36, 0, 5 / 36, 1 / 36];
    expected.forEach((p, damage) => assert.ok(Math.abs((odds.damage[damage] ?? 0) - p) < 1e-15));
    assert.ok(Math.abs(odds.buildingWrecked - 1 / 6) < 1e-15);
  });
});
