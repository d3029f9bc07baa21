import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Indirect — if the attacking unit cannot confirm Visibility itself
 * (a friendly unit did), the attack is Weakened regardless of any Combat Rating
 * Bonuses or Penalties. (Which targets it may choose is Target Acquisition's.)
 */
export const indirect: RuleEntry = {
  name: 'Indirect',
  kind: 'weaponQuality',
  source: 'glossary: Indirect',
  takesX: false,
  whenAttacking: {
    combatRatingRegardless: (rating, attack) =>
      attack.situation.attackerConfirmedVisibility === false ? 'weakened' : rating,
  },
};
