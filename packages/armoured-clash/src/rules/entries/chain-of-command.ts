import type { RuleEntry } from '../rule-entry.js';

/** glossary: Chain of Command (X") — the Discipline each of its two parts gives. */
export const CHAIN_OF_COMMAND_BONUS = 1;

/**
 * glossary: Chain of Command (X") — this unit gains +1 Discipline (game step
 * ownDisciplineModifiers); and a friendly unit whose Officer is within X" of
 * this unit, or of the Transport it is Embarked on, gains +1 Discipline (game
 * step aurasHeld). No effect while this unit is Disordered. Where units stand
 * decides it: game/discipline-auras.ts.
 */
export const chainOfCommand: RuleEntry = {
  name: 'Chain of Command',
  kind: 'specialRule',
  source: 'glossary: Chain of Command (X")',
  takesX: true,
  actsIn: "the game's Discipline Tests (game/discipline-auras.ts)",
  inGame: {
    ownDisciplineModifiers: (modifiers, x) => [
      ...modifiers,
      { source: `Chain of Command (${x}")`, amount: CHAIN_OF_COMMAND_BONUS },
    ],
    aurasHeld: (auras, x) => [
      ...auras,
      {
        rule: 'Chain of Command',
        x,
        reach: 'friendly',
        measure: 'officer',
        throughTransport: true,
      },
    ],
  },
};
