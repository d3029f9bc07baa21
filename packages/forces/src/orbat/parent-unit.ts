import { formatRuleRef } from '@warroom/armoured-clash';
import type { UnitProfile } from './orbat.js';
import { COMMANDER, FIRETEAM, hasTraitNamed } from './vocabulary.js';

/** glossary: Parent Unit (X) — its name on a profile. */
export const PARENT_UNIT = 'Parent Unit';

/** `Parent Unit (2)` or, with a Commander Variant's value, `Parent Unit (2/3)`. */
const PARENT_UNIT_RULE = /^parent unit\s*\((.*)\)$/i;
const X_VALUES = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/;

/** The X values of Parent Unit (X): the first, and the second a Commander Variant uses. */
export interface ParentUnitValues {
  readonly standard: number;
  readonly commanderVariant: number;
}

/**
 * X of the unit's Parent Unit (X) (glossary): `undefined` when it has none,
 * a string saying what is wrong when its X is not one or two whole numbers.
 */
export function parentUnitValues(unit: UnitProfile): ParentUnitValues | string | undefined {
  for (const rule of unit.specialRules) {
    const given = PARENT_UNIT_RULE.exec(formatRuleRef(rule).trim())?.[1];
    if (given === undefined) continue;
    const values = X_VALUES.exec(given);
    if (values?.[1] === undefined) {
      return `Parent Unit (X) takes one whole number, or two for a Commander Variant as in Parent Unit (2/3), not "(${given})"`;
    }
    const standard = Number(values[1]);
    return { standard, commanderVariant: values[2] === undefined ? standard : Number(values[2]) };
  }
  return undefined;
}

/**
 * glossary: Parent Unit (X) — "If the unit is taken as a Commander Variant,
 * the second value is used": read as a profile with the Commander trait (an
 * ORBAT lists a Commander Variant as a profile of its own, e.g. a Command
 * Platoon).
 */
export function fireteamsAllowed(unit: UnitProfile, values: ParentUnitValues): number {
  return hasTraitNamed(unit.traits, COMMANDER) ? values.commanderVariant : values.standard;
}

/** glossary: Fireteam — "This unit is a Fireteam": the special rule, or the trait of that name. */
export function isFireteam(unit: UnitProfile): boolean {
  return (
    hasTraitNamed(unit.traits, FIRETEAM) ||
    unit.specialRules.some((rule) => rule.name.trim().toLowerCase() === FIRETEAM.toLowerCase())
  );
}
