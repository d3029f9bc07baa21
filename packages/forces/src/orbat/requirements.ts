import type { BattlegroupRequirement, Orbat, UnitProfile } from './orbat.js';
import { unitHasTrait } from './traits.js';
import { UNIT_TYPE_NAMES } from './vocabulary.js';

/** Whether a unit counts towards a Battlegroup requirement. */
export function countsTowards(requirement: BattlegroupRequirement, unit: UnitProfile): boolean {
  return (
    requirement.unitTypes.includes(unit.type) ||
    requirement.traits.some((trait) => unitHasTrait(unit, trait)) ||
    requirement.units.includes(unit.id)
  );
}

/** What a requirement counts, as an ORBAT prints it: `Cavalry/Armour`, `Commander`. */
export function requirementSubject(requirement: BattlegroupRequirement, orbat: Orbat): string {
  return [
    ...requirement.unitTypes.map((type) => UNIT_TYPE_NAMES[type]),
    ...requirement.traits,
    ...requirement.units.map((id) => orbat.units.find((u) => u.id === id)?.name ?? id),
  ].join('/');
}

/** The numbers of a requirement as printed: `2+`, `0-3`, `1`. */
export function requirementRange(requirement: BattlegroupRequirement): string {
  const { min, max } = requirement;
  if (max === undefined) return `${min}+`;
  return min === max ? String(min) : `${min}-${max}`;
}

/** `1-5 Infantry`, `0-3 Cavalry/Armour`, `1 Commander`. */
export function describeRequirement(requirement: BattlegroupRequirement, orbat: Orbat): string {
  return `${requirementRange(requirement)} ${requirementSubject(requirement, orbat)}`;
}
