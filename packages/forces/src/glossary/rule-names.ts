import { ARMOURED_CLASH_RULES, lookUpRule, parseRuleRef } from '@warroom/armoured-clash';
import { nameKey } from '../orbat/names.js';
import { GLOSSARY_SPECIAL_RULES, GLOSSARY_WEAPON_QUALITIES } from './glossary-names.js';

/** Whether a name is a special rule of a unit or a quality of one of its attacks. */
export type RuleNameKind = 'specialRule' | 'weaponQuality';

interface GlossaryEntry {
  readonly printed: string;
  readonly kind: RuleNameKind;
}

const X_SUFFIX = /\s*\(X"?\)$/;
const WITH_VALUE = /^(.*?)\s*\((.+)\)$/;

/** Glossary entries by name; entries that take an X are filed under their name without it. */
function index(kind: RuleNameKind, names: readonly string[], takesX: boolean) {
  return new Map<string, GlossaryEntry>(
    names
      .filter((printed) => X_SUFFIX.test(printed) === takesX)
      .map((printed) => [nameKey(printed.replace(X_SUFFIX, '')), { printed, kind }]),
  );
}

const PLAIN = new Map([
  ...index('specialRule', GLOSSARY_SPECIAL_RULES, false),
  ...index('weaponQuality', GLOSSARY_WEAPON_QUALITIES, false),
]);
const WITH_X = new Map([
  ...index('specialRule', GLOSSARY_SPECIAL_RULES, true),
  ...index('weaponQuality', GLOSSARY_WEAPON_QUALITIES, true),
]);

const KIND_NAME: Record<RuleNameKind, string> = {
  specialRule: 'special rule',
  weaponQuality: 'weapon quality',
};

/** The glossary entry a profile's text names: `Devastating`, `Veteran (2)`, `Carrier (Gun Carriage)`. */
function glossaryEntryOf(text: string): GlossaryEntry | undefined {
  const plain = PLAIN.get(nameKey(text));
  if (plain !== undefined) return plain;
  const base = WITH_VALUE.exec(text.trim())?.[1];
  return base === undefined ? undefined : WITH_X.get(nameKey(base));
}

/**
 * Checks a special rule or weapon quality named on a profile against the
 * Glossary of Rules & Qualities (and the rules Warroom implements, which include
 * the rulebook's statuses). Returns what is doubtful about the name, or nothing.
 * Unknown names are not errors: an ORBAT may be newer than the glossary.
 */
export function ruleNameDoubt(text: string, kind: RuleNameKind): string | undefined {
  const entry = glossaryEntryOf(text);
  if (entry === undefined) {
    const needsX = WITH_X.get(nameKey(text));
    if (needsX !== undefined) return `"${text}" needs its X value, as in ${needsX.printed}`;
    if (lookUpRule(ARMOURED_CLASH_RULES, parseRuleRef(text).name) !== undefined) return undefined;
    return `"${text}" is not in the Glossary of Rules & Qualities v1.07 Beta`;
  }
  if (entry.kind !== kind) {
    return `"${text}" is a ${KIND_NAME[entry.kind]} in the glossary, not a ${KIND_NAME[kind]}`;
  }
  return undefined;
}
