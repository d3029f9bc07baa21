import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Spectacular Demise (X) — when the last model of this unit is
 * Destroyed, the opposing General rolls an Attack Die and the table gives what
 * happens first (game step lastModelDestroyed; the table and its outcomes:
 * game/spectacular-demise.ts).
 */
export const spectacularDemise: RuleEntry = {
  name: 'Spectacular Demise',
  kind: 'specialRule',
  source: 'glossary: Spectacular Demise (X)',
  takesX: true,
  inGame: {
    lastModelDestroyed: (_, x) => ({ rule: 'glossary: Spectacular Demise (X)', dice: x }),
  },
};
