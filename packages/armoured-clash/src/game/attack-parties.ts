import type { TargetUnit } from '../attack/attack.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { lookUpRule } from '../rules/registry.js';
import type { RuleRef } from '../rules/rule-ref.js';
import type { ArmyUnit } from './army.js';
import type { UnitState } from './state.js';

/**
 * Rules named on profiles that have no entry yet have no effect on a roll (they
 * are glossary rules still to come: docs/rules-coverage.md says which).
 */
export function knownRules(rules: readonly RuleRef[]): RuleRef[] {
  return rules.filter((r) => lookUpRule(ARMOURED_CLASH_RULES, r.name) !== undefined);
}

/** Statuses that act as rule entries when the unit is attacked (rulebook p.30 Taking Cover). */
const STATUS_RULES: Readonly<Partial<Record<string, string>>> = { takingCover: 'Taking Cover' };

/** The target of an attack as the attack roll sees it: its profile, its losses so far, its rules and statuses. */
export function attackTarget(target: ArmyUnit, state: UnitState): TargetUnit {
  return {
    defence: target.defence,
    damageLimit: target.damageLimit,
    models: state.models.length,
    damage: state.damage,
    category: target.category,
    traits: target.traits,
    rules: [
      ...knownRules(target.specialRules),
      ...state.statuses.flatMap((s) =>
        STATUS_RULES[s] === undefined ? [] : [{ name: STATUS_RULES[s] }],
      ),
    ],
  };
}
