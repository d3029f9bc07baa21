import type { RuleRef } from '@warroom/armoured-clash';
import type { UnitProfile } from './orbat.js';

function named(rule: RuleRef, name: string): boolean {
  return rule.name.trim().toLowerCase() === name.toLowerCase();
}

/** X of the unit's Capacity (X) special rule (glossary: Capacity (X)). */
export function capacityPerModel(unit: UnitProfile): number | undefined {
  return unit.specialRules.find((rule) => named(rule, 'Capacity') && rule.x !== undefined)?.x;
}

/**
 * rulebook p.46 Transport Capacity: for each model in the Transport unit, it
 * can carry X Infantry models.
 */
export function transportCapacity(unit: UnitProfile, models: number): number {
  return (capacityPerModel(unit) ?? 0) * models;
}

/** Whether the unit has a special rule of this name (and no value in parentheses). */
export function hasSpecialRule(unit: UnitProfile, name: string): boolean {
  return unit.specialRules.some((rule) => named(rule, name));
}

/**
 * The trait in parentheses of a rule such as `Carrier (Gun Carriage)` or
 * `Restricted Access (Infantry)`, whose X is a trait rather than a number.
 */
export function traitArgument(unit: UnitProfile, name: string): string | undefined {
  const pattern = new RegExp(`^${name}\\s*\\((.+)\\)$`, 'i');
  for (const rule of unit.specialRules) {
    const trait = pattern.exec(rule.name.trim())?.[1];
    if (trait !== undefined) return trait.trim();
  }
  return undefined;
}
