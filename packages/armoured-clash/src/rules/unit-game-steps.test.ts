import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ARMOURED_CLASH_RULES } from './armoured-clash-rules.js';
import { runGameStep } from './game-hooks.js';
import { type RuleRegistry, createRegistry } from './registry.js';
import type { RuleRef } from './rule-ref.js';

const held = (...names: string[]): RuleRef[] => names.map((name) => ({ name }));

describe('game steps of a unit outside the attack', () => {
  it('glossary: Bulky: at the game step embarkingPlaces, an Infantry model takes two places', () => {
    const infantry = { infantry: true, places: 1 };
    const step = (rules: RuleRef[], embarking: typeof infantry) =>
      runGameStep(ARMOURED_CLASH_RULES, rules, 'embarkingPlaces', embarking);
    assert.deepEqual(step(held('Bulky'), infantry), { infantry: true, places: 2 });
    assert.deepEqual(step(held('Bulky'), { infantry: false, places: 1 }), {
      infantry: false,
      places: 1,
    });
    assert.deepEqual(step(held('Veteran'), infantry), infantry);
  });

  it('glossary: Shockwave: at the game step movedThroughTested, units moved through test', () => {
    assert.equal(
      runGameStep(ARMOURED_CLASH_RULES, held('Shockwave'), 'movedThroughTested', false),
      true,
    );
    assert.equal(
      runGameStep(ARMOURED_CLASH_RULES, held('Large'), 'movedThroughTested', false),
      false,
    );
  });

  it('glossary: Large: at the game step shockUnaffected, unaffected by Shockwave and Dynamic Entry', () => {
    assert.equal(
      runGameStep(ARMOURED_CLASH_RULES, held('Large'), 'shockUnaffected', undefined),
      'glossary: Large',
    );
    assert.equal(
      runGameStep(ARMOURED_CLASH_RULES, held('Shockwave'), 'shockUnaffected', undefined),
      undefined,
    );
  });

  it('glossary: Spotters: at the game step spottingUnit, a Spotting unit while On Lookout', () => {
    assert.equal(runGameStep(ARMOURED_CLASH_RULES, held('Spotters'), 'spottingUnit', false), true);
    assert.equal(runGameStep(ARMOURED_CLASH_RULES, held('Indirect'), 'spottingUnit', false), false);
  });

  it('glossary: Pathfinders: at the game step friendlyActivationStarts, friendly units within 6" are guided', () => {
    assert.equal(
      runGameStep(ARMOURED_CLASH_RULES, held('Pathfinders'), 'friendlyActivationStarts', undefined),
      6,
    );
    assert.equal(
      runGameStep(ARMOURED_CLASH_RULES, held('Hover'), 'friendlyActivationStarts', undefined),
      undefined,
    );
  });

  it("glossary: Bulky: one list of rules asked of a registry that does not know Bulky, then of the game's, gives each registry's answer", () => {
    const rules = held('Bulky');
    const infantry = { infantry: true, places: 1 };
    const step = (registry: RuleRegistry) =>
      runGameStep(registry, rules, 'embarkingPlaces', infantry);
    assert.deepEqual(step(ARMOURED_CLASH_RULES), { infantry: true, places: 2 });
    assert.deepEqual(step(createRegistry([])), infantry);
    assert.deepEqual(step(ARMOURED_CLASH_RULES), { infantry: true, places: 2 });
  });
});
