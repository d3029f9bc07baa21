import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Automata — this unit always passes any Discipline Test without
 * drawing a card; here, the Suppression Test an attack calls for. (Rules that
 * make it Suppressed without a test still do; Commands and Strategic Objectives
 * are the game's part.)
 */
export const automata: RuleEntry = {
  name: 'Automata',
  kind: 'specialRule',
  source: 'glossary: Automata',
  takesX: false,
  whenTargeted: { suppressionTestPassedAutomatically: () => true },
};
