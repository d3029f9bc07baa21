import type { TargetUnit } from '../attack/attack.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { checkRuleRef } from '../rules/rules-in-play.js';
import type { RuleRef } from '../rules/rule-ref.js';
import type { ArmyUnit } from './army.js';
import type { UnitState } from './state.js';

/**
 * Rules named on profiles that have no entry yet have no effect on a roll (they
 * are glossary rules still to come: docs/rules-coverage.md says which). They are
 * reported by name when a game's data is loaded: setupRuleProblems.
 */
export function knownRules(rules: readonly RuleRef[]): RuleRef[] {
  return rules.filter((r) => typeof checkRuleRef(r, ARMOURED_CLASH_RULES) !== 'string');
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
    // glossary: Soar (X"): a Soaring unit's Target Category is Aerial.
    category: state.soaring?.category ?? target.category,
    type: target.type,
    traits: target.traits,
    rules: [
      ...knownRules(target.specialRules),
      ...state.statuses.flatMap((s) =>
        STATUS_RULES[s] === undefined ? [] : [{ name: STATUS_RULES[s] }],
      ),
    ],
  };
}
