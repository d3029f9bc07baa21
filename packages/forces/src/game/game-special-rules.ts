import type { RuleRef } from '@warroom/armoured-clash';
import type { UnitProfile } from '../orbat/orbat.js';
import { PARENT_UNIT, fireteamsAllowed, parentUnitValues } from '../orbat/parent-unit.js';

/**
 * The special rules a unit plays with: its profile's, with the X of Parent
 * Unit (X) that applies to it (glossary: the second of `Parent Unit (2/3)`
 * for a Commander Variant), so the game reads one whole number.
 */
export function gameSpecialRules(profile: UnitProfile): readonly RuleRef[] {
  const values = parentUnitValues(profile);
  if (values === undefined || typeof values === 'string') return profile.specialRules;
  const x = fireteamsAllowed(profile, values);
  return profile.specialRules.map((rule) =>
    rule.name.trim().toLowerCase().startsWith(PARENT_UNIT.toLowerCase())
      ? { name: PARENT_UNIT, x }
      : rule,
  );
}
