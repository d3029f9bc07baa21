import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Indirect — if the attacking unit cannot confirm Visibility itself
 * (a friendly unit did), the attack is Weakened regardless of any Combat Rating
 * Bonuses or Penalties. It cannot target units within its Short Range, and a
 * friendly unit may confirm Visibility for it; a Spotting unit may be
 * nominated for it (game step targetAcquisition: game/weapon-acquisition.ts,
 * game/spotting.ts).
 */
export const indirect: RuleEntry = {
  name: 'Indirect',
  kind: 'weaponQuality',
  source: 'glossary: Indirect',
  takesX: false,
  inGame: { targetAcquisition: (route) => ({ ...route, friendlyVisibility: true }) },
  whenAttacking: {
    combatRatingRegardless: (rating, attack) =>
      attack.situation.attackerConfirmedVisibility === false ? 'weakened' : rating,
  },
};
