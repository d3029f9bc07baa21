import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Trap — always Improved regardless of any Combat Rating Bonuses or
 * Penalties; ignores any Defence increase from Garrisoning a Defensible
 * Building; once resolved, the target must take a Suppression Test even if it
 * would not otherwise need to (unless the attack Annihilated it: there is no unit
 * left to test). It must be made against an enemy unit exposed to it, without
 * Line of Sight (game step targetAcquisition: game/weapon-acquisition.ts,
 * game/trap-cover.ts).
 */
export const trap: RuleEntry = {
  name: 'Trap',
  kind: 'weaponQuality',
  source: 'glossary: Trap',
  takesX: false,
  inGame: { targetAcquisition: (route) => ({ ...route, trapExposedOnly: true }) },
  whenAttacking: {
    combatRatingRegardless: () => 'improved',
    cancelDefenceModifiers: (modifiers) => modifiers.filter((m) => m.cause !== 'garrison'),
    suppressionTestRequired: () => true,
  },
};
