import type { SelectionContext } from './conditions.js';
import type { Modifier } from './data-model.js';
import { type SelectedProfile, modifiedCharacteristics } from './selection.js';
import { cleanText, splitList } from './text.js';

/** Characteristics that list a unit's special rules. */
const RULE_LISTS = new Set(['specialrules', 'specialrule', 'rules']);

function baseName(rule: string): string {
  return rule
    .replace(/\s*\(.*\)\s*$/, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Whether a profile only lists special rules (and so is neither a unit profile nor a weapon). */
export function isRuleListProfile(selected: SelectedProfile): boolean {
  const names = selected.profile.characteristics.map((c) =>
    c.name.toLowerCase().replace(/[^a-z]/g, ''),
  );
  return names.length > 0 && names.every((name) => RULE_LISTS.has(name));
}

/**
 * A unit's special rules, as printed with their X values: the lists in its
 * profiles' Special Rules characteristics, then the rules it holds or links to
 * that the lists do not already name.
 */
export function specialRulesOf(
  profiles: readonly SelectedProfile[],
  context: SelectionContext,
  ruleNames: readonly string[],
): { rules: string[]; undecided: Modifier[] } {
  const rules: string[] = [];
  const undecided: Modifier[] = [];
  for (const selected of profiles) {
    for (const c of modifiedCharacteristics(selected, context)) {
      if (!RULE_LISTS.has(c.name.toLowerCase().replace(/[^a-z]/g, ''))) continue;
      rules.push(...splitList(c.value));
      undecided.push(...c.undecided);
    }
  }
  const named = new Set(rules.map(baseName));
  for (const name of ruleNames.map(cleanText)) {
    if (name === '' || named.has(baseName(name))) continue;
    named.add(baseName(name));
    rules.push(name);
  }
  return { rules: [...new Set(rules)], undecided };
}
