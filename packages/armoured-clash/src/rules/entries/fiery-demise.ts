import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Fiery Demise (X) — a model of this unit Destroyed before the
 * Escape Step of its Sortie: the opposing General rolls an Attack Die before
 * it is removed from play, and the table gives what happens (game step
 * modelDestroyedInSortie; the table and its outcomes: game/aircraft/fiery-demise.ts).
 */
export const fieryDemise: RuleEntry = {
  name: 'Fiery Demise',
  kind: 'specialRule',
  source: 'glossary: Fiery Demise (X)',
  takesX: true,
  inGame: {
    modelDestroyedInSortie: (_, x) => ({ rule: 'glossary: Fiery Demise (X)', dice: x }),
  },
};
