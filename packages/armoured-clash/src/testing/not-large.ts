import type { ArmyUnit } from '../game/army.js';

/**
 * The unit without the Large special rule: the skirmish's tanks are Large,
 * and glossary: Large bars them a Flank Attack Special Command, so tests of
 * the Flank Attack itself flank with tanks that are not.
 */
export function notLarge(unit: ArmyUnit): ArmyUnit {
  return { ...unit, specialRules: unit.specialRules.filter((rule) => rule.name !== 'Large') };
}
