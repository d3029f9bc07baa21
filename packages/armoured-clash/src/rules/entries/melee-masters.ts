import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Melee Masters — Melee attacks against this unit suffer an
 * additional Combat Rating Penalty (a Melee row's Close Quarters Attack: not an
 * Impact attack, nor a Ranged Attack).
 */
export const meleeMasters: RuleEntry = {
  name: 'Melee Masters',
  kind: 'specialRule',
  source: 'glossary: Melee Masters',
  takesX: false,
  whenTargeted: {
    determineCombatRating: (modifiers, attack) =>
      attack.situation.kind === 'closeQuarters' && attack.weapon.attack === 'melee'
        ? [...modifiers, { source: 'Melee Masters', effect: 'penalty', cause: 'other' }]
        : modifiers,
  },
};
