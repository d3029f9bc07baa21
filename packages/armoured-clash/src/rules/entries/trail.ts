import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Trail — the attack is always Neutral regardless of any Combat
 * Rating Bonuses or Penalties. Rather than drawing Line of Sight from the
 * Officer, it can be made against a single enemy unit the attacking unit moved
 * through in its Movement Step (game step targetAcquisition:
 * game/weapon-acquisition.ts, game/trail.ts).
 */
export const trail: RuleEntry = {
  name: 'Trail',
  kind: 'weaponQuality',
  source: 'glossary: Trail',
  takesX: false,
  inGame: { targetAcquisition: (route) => ({ ...route, movedThrough: true }) },
  whenAttacking: {
    combatRatingRegardless: () => 'neutral',
  },
};
