import type { RuleEntry } from '../rule-entry.js';

/** glossary: Chain of Command (X") — the Discipline each of its two parts gives. */
export const CHAIN_OF_COMMAND_BONUS = 1;

/**
 * glossary: Chain of Command (X") — this unit gains +1 Discipline; and a
 * friendly unit whose Officer is within X" of this unit gains +1 Discipline
 * (the Transport part waits for Transports). No effect while this unit is
 * Disordered. Where units stand decides it: game/discipline-auras.ts.
 */
export const chainOfCommand: RuleEntry = {
  name: 'Chain of Command',
  kind: 'specialRule',
  source: 'glossary: Chain of Command (X")',
  takesX: true,
  actsIn: "the game's Discipline Tests (game/discipline-auras.ts)",
};
