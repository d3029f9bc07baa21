import type { ArmyUnit, GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';

/** A Trait's name compared as profiles spell it: case and spaces aside (`Field Gun`, `fieldGun`). */
function traitKey(trait: string): string {
  return trait.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Whether a unit has a Trait (rulebook p.48 Unit Traits): its Unit Type and
 * Target Category are Traits too, besides those at the bottom of its profile.
 */
export function hasTrait(setup: GameSetup, unitId: string, trait: string): boolean {
  const unit = armyUnit(setup, unitId);
  let keys = traitKeys.get(unit);
  if (keys === undefined) {
    keys = new Set([unit.type, unit.category, ...unit.traits].map(traitKey));
    traitKeys.set(unit, keys);
  }
  return keys.has(traitKey(trait));
}

// A profile's Traits never change: each profile's keys are worked out once.
const traitKeys = new WeakMap<ArmyUnit, ReadonlySet<string>>();
