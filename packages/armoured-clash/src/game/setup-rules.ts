import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { RuleRegistry } from '../rules/registry.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { checkRuleRef } from '../rules/rules-in-play.js';
import type { ArmyUnit, GameSetup } from './army.js';

/** A rule named on a unit of a game that the engine cannot play as written. */
export interface SetupRuleProblem {
  readonly unit: string;
  /** Where the unit names it: its special rules, or the qualities of a row of its Armaments Grid. */
  readonly where: string;
  readonly message: string;
}

function rowName(row: ArmyUnit['armaments']['rows'][number]): string {
  return row.attack === 'ranged' ? `ranged (${row.target}) row` : `${row.attack} row`;
}

function problems(unit: ArmyUnit, registry: RuleRegistry): SetupRuleProblem[] {
  const named: [string, RuleRef][] = [
    ...unit.specialRules.map((rule): [string, RuleRef] => ['special rules', rule]),
    ...unit.armaments.rows.flatMap((row) =>
      row.qualities.map((quality): [string, RuleRef] => [`${rowName(row)} qualities`, quality]),
    ),
  ];
  return named.flatMap(([where, ref]) => {
    const found = checkRuleRef(ref, registry);
    if (typeof found !== 'string') return [];
    const message = found.startsWith('unknown rule')
      ? `${found.replace('unknown rule', 'the engine does not implement')}: it has no effect in this game`
      : found;
    return [{ unit: `${unit.name} (${unit.id})`, where, message }];
  });
}

/**
 * Every special rule and weapon quality named on the units of a game that the
 * engine does not know (or with an X it does not take), by unit and by name. A
 * game still plays such units (their unknown rules have no effect: attacks
 * leave them out), so whoever loads the data must report these.
 */
export function setupRuleProblems(
  setup: GameSetup,
  registry: RuleRegistry = ARMOURED_CLASH_RULES,
): SetupRuleProblem[] {
  return [...setup.generals.a.units, ...setup.generals.b.units].flatMap((unit) =>
    problems(unit, registry),
  );
}
