import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UNIT_TYPES } from '@warroom/armoured-clash';
import { forceUnits } from '../force-list/resolve-force.js';
import { sampleForce } from '../testing/sample-forces-fixture.js';
import { armyOf } from './game-army.js';

function unitsInPlay(file: string) {
  const force = sampleForce(file);
  const listed = forceUnits(force);
  return armyOf(force, 'a').units.map((unit) => {
    const n = Number(unit.id.split('-')[1]) - 1;
    const entry = listed[n] ?? assert.fail(unit.id);
    return { unit, profile: entry.profile ?? assert.fail(unit.id), level: entry.level };
  });
}

describe('rulebook p.12 Unit Profiles in play', () => {
  it("rulebook p.12 Key Information: each unit in play has its profile's Size and Target Category, and the Unit Strength of its Reinforcement Level", () => {
    const units = unitsInPlay('crown-battle.json');
    assert.ok(units.length > 0);
    for (const { unit, profile, level } of units) {
      assert.equal(unit.size, profile.size, unit.id);
      assert.equal(unit.category, profile.category, unit.id);
      assert.equal(unit.models, level?.models, unit.id);
      assert.equal(unit.victoryPoints, level?.victoryPoints, unit.id);
    }
  });

  it('rulebook p.12 Attributes: each unit in play has its profile\'s Speed, Defence, Damage Limit, Discipline and Break Limit (none where the profile prints "-")', () => {
    for (const { unit, profile } of unitsInPlay('imperium-battle.json')) {
      assert.deepEqual(
        [unit.speed, unit.defence, unit.damageLimit, unit.discipline, unit.breakLimit],
        [
          profile.speed,
          profile.defence,
          profile.damageLimit,
          profile.discipline,
          profile.breakLimit,
        ],
        unit.id,
      );
    }
  });

  it("rulebook p.48 Common Traits: a unit's Type, its second Trait, is one of the Unit Types, as its profile gives it", () => {
    const types = new Set<string>();
    const both = [...unitsInPlay('crown-battle.json'), ...unitsInPlay('imperium-battle.json')];
    for (const { unit, profile } of both) {
      assert.ok(UNIT_TYPES.includes(unit.type), unit.id);
      assert.equal(unit.type, profile.type, unit.id);
      types.add(unit.type);
    }
    assert.ok(types.has('infantry') && types.has('armour') && types.has('aircraft'));
  });

  it("rulebook p.13 Traits and Special Rules, Armaments Grid: each unit in play keeps its profile's Traits, Special Rules and Armaments Grid", () => {
    for (const { unit, profile } of unitsInPlay('crown-battle.json')) {
      assert.equal(unit.type, profile.type, unit.id);
      assert.deepEqual(unit.traits, profile.traits, unit.id);
      assert.deepEqual(unit.specialRules, profile.specialRules, unit.id);
      assert.deepEqual(unit.armaments, profile.armaments, unit.id);
    }
  });
});
