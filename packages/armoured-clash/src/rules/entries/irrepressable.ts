import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Irrepressable (spelled so) — this unit automatically passes all
 * Discipline Tests: the Suppression Test an attack calls for (step
 * suppressionTestPassedAutomatically) and the game's other tests, its Rally
 * Tests and the Close Quarters loser's Suppression Test (game step
 * disciplineTestPassedAutomatically). It cannot be issued Commands
 * (game/commands/command-refusal.ts).
 */
export const irrepressable: RuleEntry = {
  name: 'Irrepressable',
  kind: 'specialRule',
  source: 'glossary: Irrepressable',
  takesX: false,
  whenTargeted: { suppressionTestPassedAutomatically: () => true },
  inGame: { disciplineTestPassedAutomatically: () => true },
};
