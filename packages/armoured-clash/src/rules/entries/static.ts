import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Static — the unit cannot make Charge manoeuvres (game step
 * manoeuvreLimits), and if it loses a Close Quarters Combat it is immediately
 * Annihilated, instead of Withdrawing and testing (game step closeQuartersLost).
 */
export const staticRule: RuleEntry = {
  name: 'Static',
  kind: 'specialRule',
  source: 'glossary: Static',
  takesX: false,
  inGame: {
    manoeuvreLimits: (limits) => ({
      ...limits,
      barred: [...limits.barred, { manoeuvre: 'charge', rule: 'glossary: Static' }],
    }),
    closeQuartersLost: () => 'annihilated',
  },
};
