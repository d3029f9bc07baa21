import type { RuleEntry } from '../rule-entry.js';

/**
 * rulebook p.33 Bonus Re-Rolls: before any die is re-rolled, a Special Rule or
 * Command may let the General re-roll dice they otherwise could not. Whatever
 * grants it says which faces (`situation.bonusRerolls`); they join the rating's.
 */
export const bonusRerolls: RuleEntry = {
  name: 'Bonus Re-Rolls',
  kind: 'coreRule',
  source: 'rulebook p.33 Bonus Re-Rolls',
  takesX: false,
  inEveryAttack: true,
  whenAttacking: {
    resolveRerolls: (faces, attack) => faces | (attack.situation.bonusRerolls ?? 0),
  },
};
