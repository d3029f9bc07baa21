import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Onslaught — when this unit makes a Charge manoeuvre, its
 * subsequent Close Quarters Attack receives an additional Combat Rating Bonus.
 */
export const onslaught: RuleEntry = {
  name: 'Onslaught',
  kind: 'specialRule',
  source: 'glossary: Onslaught',
  takesX: false,
  whenAttacking: {
    determineCombatRating: (modifiers, attack) =>
      attack.situation.kind === 'closeQuarters' && attack.situation.charged === true
        ? [...modifiers, { source: 'Onslaught', effect: 'bonus', cause: 'other' }]
        : modifiers,
  },
};
