import type { RuleEntry } from '../rule-entry.js';

const SOURCE = 'glossary: Irrepressable';

/**
 * glossary: Irrepressable (spelled so) — this unit automatically passes all
 * Discipline Tests: the Suppression Test an attack calls for (step
 * suppressionTestPassedAutomatically) and the game's other tests, its Rally
 * Tests and the Close Quarters loser's Suppression Test (game step
 * disciplineTestPassedAutomatically). It cannot be issued Commands (game step
 * commandsForbidden, game/commands/refused-by-rules.ts).
 */
export const irrepressable: RuleEntry = {
  name: 'Irrepressable',
  kind: 'specialRule',
  source: SOURCE,
  takesX: false,
  whenTargeted: { suppressionTestPassedAutomatically: () => true },
  inGame: {
    disciplineTestPassedAutomatically: () => true,
    commandsForbidden: () => SOURCE,
  },
};
