import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Spacious — units that Embark upon this Transport unit are not
 * affected by Bulky: each model counts as one. Game step bulkyCountsDouble
 * (game/transport/capacity.ts).
 */
export const spacious: RuleEntry = {
  name: 'Spacious',
  kind: 'specialRule',
  source: 'glossary: Spacious',
  takesX: false,
  inGame: {
    bulkyCountsDouble: () => false,
  },
};
