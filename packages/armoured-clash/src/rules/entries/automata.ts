import type { RuleEntry } from '../rule-entry.js';

const SOURCE = 'glossary: Automata';

/**
 * glossary: Automata — this unit always passes any Discipline Test without
 * drawing a card: the Suppression Test an attack calls for (step
 * suppressionTestPassedAutomatically), and the game's other tests, its Rally
 * Tests and the Close Quarters loser's Suppression Test (game step
 * disciplineTestPassedAutomatically). Rules that make it Suppressed without a
 * test still do. Commands cannot be issued to it (game step commandsForbidden,
 * game/commands/command-refusal.ts); it cannot control Strategic Objectives,
 * though it contests them (game step objectiveControlBarred,
 * battlefield/objectives.ts). glossary: Corrosive Fumes (X") names it as
 * unaffected (game step corrosiveFumesDisorders, game/movement-step-end.ts).
 */
export const automata: RuleEntry = {
  name: 'Automata',
  kind: 'specialRule',
  source: SOURCE,
  takesX: false,
  whenTargeted: { suppressionTestPassedAutomatically: () => true },
  inGame: {
    disciplineTestPassedAutomatically: () => true,
    commandsForbidden: () => SOURCE,
    corrosiveFumesDisorders: () => false,
    objectiveControlBarred: (bar) => ({ ...bar, rule: SOURCE }),
  },
};
