import { TARGET_CATEGORY_NAMES } from './names.js';
import type { UnitProfile } from './orbat.js';
import { UNIT_TYPE_NAMES, hasTraitNamed } from './vocabulary.js';

/**
 * Every Trait of a unit (rulebook p.48): its Faction, Unit Type and Target
 * Category come first, then the Traits at the bottom of its profile.
 */
export function allTraits(unit: UnitProfile): string[] {
  return [
    unit.faction,
    UNIT_TYPE_NAMES[unit.type],
    TARGET_CATEGORY_NAMES[unit.category],
    ...unit.traits,
  ];
}

export function unitHasTrait(unit: UnitProfile, trait: string): boolean {
  return hasTraitNamed(allTraits(unit), trait);
}
