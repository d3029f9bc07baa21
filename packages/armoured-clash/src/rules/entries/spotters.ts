import { lookUpName } from '../rule-ref.js';
import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Spotters — while this unit has the On Lookout status it is a
 * Spotting unit. When a unit makes a Ranged Attack with the Indirect quality,
 * its General can nominate a Spotting unit anywhere on the battlefield that is
 * not Suppressed and whose Officer has Clear or Obscured Line of Sight to at
 * least half of the target's models (game step spottingUnit, game/spotting.ts); the attack is then
 * Improved regardless of any Combat Rating Bonuses or Penalties, even if the
 * attacking unit cannot confirm Visibility, and the Spotting unit loses On
 * Lookout. The attack names its Spotting unit (`situation.spottedBy`), so the
 * rule acts in every attack.
 */
export const spotters: RuleEntry = {
  name: 'Spotters',
  kind: 'specialRule',
  source: 'glossary: Spotters',
  takesX: false,
  inEveryAttack: true,
  inGame: { spottingUnit: () => true },
  whenAttacking: {
    combatRatingSpotted: (rating, attack) =>
      attack.situation.spottedBy !== undefined && lookUpName(attack.weapon.qualities, 'Indirect')
        ? 'improved'
        : rating,
  },
};
