import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { type GameStep, gameHandlerList, stepHandlers } from '../rules/game-hooks.js';
import { lookUpRule } from '../rules/registry.js';
import type { RuleRef } from '../rules/rule-ref.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { unitHandlerList, unitStep } from './unit-rules.js';

/** Every step a rule of the game's registry hooks (the steps a handler list can be asked about with an answer). */
const HOOKED_STEPS: readonly GameStep[] = [
  ...new Set(
    [...ARMOURED_CLASH_RULES.values()].flatMap(
      (entry) =>
        // The keys of an entry's hooks are steps (GameHooks): the type of Object.keys cannot say so.
        Object.keys(entry.inGame ?? {}) as GameStep[],
    ),
  ),
];

/** The skirmish with General A's first unit holding `rules` instead of its own. */
function holding(rules: readonly RuleRef[]): { setup: GameSetup; unit: ArmyUnit } {
  const setup = skirmish();
  const [first, ...rest] = setup.generals.a.units;
  assert.ok(first !== undefined);
  const unit: ArmyUnit = { ...first, specialRules: rules };
  return {
    setup: {
      ...setup,
      generals: { ...setup.generals, a: { ...setup.generals.a, units: [unit, ...rest] } },
    },
    unit,
  };
}

/** A unit's `step` handlers listed anew from its profile, in its order: nothing remembered. */
function listedAnew(unit: ArmyUnit, step: GameStep): unknown[] {
  return unit.specialRules
    .map((ref) => lookUpRule(ARMOURED_CLASH_RULES, ref.name)?.inGame?.[step])
    .filter((handler) => handler !== undefined);
}

describe('unitStep: the handlers of a unit remembered per setup', () => {
  it('glossary: Bulky, Static, Large: the handlers remembered at each step are those its rules list anew', () => {
    const { setup, unit } = holding([{ name: 'Bulky' }, { name: 'Static' }, { name: 'Large' }]);
    const list = unitHandlerList(setup, unit.id);
    assert.equal(list, gameHandlerList(ARMOURED_CLASH_RULES, unit.specialRules));
    assert.equal(unitHandlerList(setup, unit.id), list);
    assert.equal(list.none, false);
    for (const step of HOOKED_STEPS) {
      const remembered = stepHandlers(list, step).map((found) => found.handler);
      assert.deepEqual(remembered, listedAnew(unit, step), step);
    }
  });

  it('glossary: Bulky, Static: a unit answers each step as its rules do', () => {
    const { setup, unit } = holding([{ name: 'Bulky' }, { name: 'Static' }]);
    const infantry = { infantry: true, places: 1 };
    assert.deepEqual(unitStep(setup, unit.id, 'embarkingPlaces', infantry), {
      infantry: true,
      places: 2,
    });
    assert.equal(unitStep(setup, unit.id, 'takeCoverAllowed', true), false);
    const limits = { speed: 4, advance: 4, doubleTime: 8, charge: 8, barred: [] };
    // glossary: Static: it cannot make Charge manoeuvres; its other limits as they are.
    assert.deepEqual(unitStep(setup, unit.id, 'manoeuvreLimits', limits), {
      ...limits,
      barred: [{ manoeuvre: 'charge', rule: 'glossary: Static' }],
    });
  });

  it('rulebook p.20 The Activation Phase: a unit none of whose rules acts in the game sequence passes every value on as it is', () => {
    const setup = skirmish();
    const unit = armyUnit(setup, 'a-rifles');
    assert.deepEqual(unit.specialRules, []);
    assert.equal(unitHandlerList(setup, unit.id).none, true);
    const limits = { speed: 4, advance: 4, doubleTime: 8, charge: 8, barred: [] };
    assert.equal(unitStep(setup, unit.id, 'manoeuvreLimits', limits), limits);
    for (const step of HOOKED_STEPS) assert.deepEqual(listedAnew(unit, step), [], step);
  });
});
