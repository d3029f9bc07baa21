import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Turret — an additional Combat Rating Penalty when the target is
 * outside the attacking Officer's Front Arc. (Confirming Visibility outside the
 * Front Arc is part of Target Acquisition: battlefield/target-acquisition.ts.)
 */
export const turret: RuleEntry = {
  name: 'Turret',
  kind: 'weaponQuality',
  source: 'glossary: Turret',
  takesX: false,
  whenAttacking: {
    determineCombatRating: (modifiers, attack) =>
      attack.situation.targetOutsideFrontArc === true
        ? [...modifiers, { source: 'Turret', effect: 'penalty', cause: 'other' }]
        : modifiers,
  },
};
