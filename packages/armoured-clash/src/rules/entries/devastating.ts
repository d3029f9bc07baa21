import type { RuleEntry } from '../rule-entry.js';

/** glossary: Devastating — if excess Hits are discarded in Apply Damage, one more Damage. */
export const devastating: RuleEntry = {
  name: 'Devastating',
  kind: 'weaponQuality',
  source: 'glossary: Devastating',
  takesX: false,
  whenAttacking: {
    damageFromHits: (step) => (step.excess > 0 ? { ...step, damage: step.damage + 1 } : step),
  },
};
