import { sightTraitsOf } from '../battlefield/unit-traits.js';
import type { ArmyUnit } from './army.js';

/**
 * glossary: Rolling Stock — whether the unit has two Front Arcs (ahead and
 * behind) instead of the standard Arcs: its rules at the game step
 * lineOfSightDrawn, as the battlefield's arcs read them, once per profile.
 */
export function hasTwoFrontArcs(unit: ArmyUnit): boolean {
  return sightTraitsOf({ rules: unit.specialRules }).rollingStock;
}
