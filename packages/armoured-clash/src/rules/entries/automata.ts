import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Automata — this unit always passes any Discipline Test without
 * drawing a card: the Suppression Test an attack calls for (step
 * suppressionTestPassedAutomatically), and the game's other tests, its Rally
 * Tests and the Close Quarters loser's Suppression Test (game step
 * disciplineTestPassedAutomatically). Rules that make it Suppressed without a
 * test still do; Commands and Strategic Objectives are not in the game yet.
 */
export const automata: RuleEntry = {
  name: 'Automata',
  kind: 'specialRule',
  source: 'glossary: Automata',
  takesX: false,
  whenTargeted: { suppressionTestPassedAutomatically: () => true },
  inGame: { disciplineTestPassedAutomatically: () => true },
};
