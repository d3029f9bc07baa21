import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Bulky — this unit cannot make Take Cover Special Actions (game step
 * takeCoverAllowed); an Infantry unit's models count as two for Embarking on a
 * Transport (game/transport/capacity.ts; not on a Spacious one).
 */
export const bulky: RuleEntry = {
  name: 'Bulky',
  kind: 'specialRule',
  source: 'glossary: Bulky',
  takesX: false,
  inGame: {
    takeCoverAllowed: () => false,
  },
};
