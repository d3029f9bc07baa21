import type { RuleEntry } from '../rule-entry.js';

/** Points Iron Resolve adds to a card issuing a Command to the unit. */
const IRON_RESOLVE_BONUS = 2;

/**
 * glossary: Iron Resolve — a card played to Issue a Command to this unit counts
 * its Value 2 higher, to at most 12 (game step commandCardValue;
 * game/commands/card-value.ts).
 */
export const ironResolve: RuleEntry = {
  name: 'Iron Resolve',
  kind: 'specialRule',
  source: 'glossary: Iron Resolve',
  takesX: false,
  inGame: {
    commandCardValue: (bonus) => bonus + IRON_RESOLVE_BONUS,
  },
};
