import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Turret — an additional Combat Rating Penalty when the target is
 * outside the attacking Officer's Front Arc; Visibility is confirmed outside
 * the Front Arc (game step targetAcquisition: game/weapon-acquisition.ts,
 * battlefield/target-acquisition.ts).
 */
export const turret: RuleEntry = {
  name: 'Turret',
  kind: 'weaponQuality',
  source: 'glossary: Turret',
  takesX: false,
  inGame: { targetAcquisition: (route) => ({ ...route, anyArc: true }) },
  whenAttacking: {
    determineCombatRating: (modifiers, attack) =>
      attack.situation.targetOutsideFrontArc === true
        ? [...modifiers, { source: 'Turret', effect: 'penalty', cause: 'other' }]
        : modifiers,
  },
};
