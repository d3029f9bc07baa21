import type { RuleEntry } from '../rule-entry.js';

/** glossary: Lock On — this attack never suffers the Opportunity Fire Combat Rating Penalty. */
export const lockOn: RuleEntry = {
  name: 'Lock On',
  kind: 'weaponQuality',
  source: 'glossary: Lock On',
  takesX: false,
  whenAttacking: {
    cancelCombatRatingModifiers: (modifiers) =>
      modifiers.filter((m) => m.cause !== 'opportunityFire'),
  },
};
