import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Jamming (X") — the opposing General cannot issue Commands to units
 * within X" of this unit (game step aurasHeld). Where units stand decides it:
 * game/commands/refused-by-rules.ts.
 */
export const jamming: RuleEntry = {
  name: 'Jamming',
  kind: 'specialRule',
  source: 'glossary: Jamming (X")',
  takesX: true,
  actsIn: 'issuing Commands (game/commands/refused-by-rules.ts)',
  inGame: {
    aurasHeld: (auras, x) => [
      ...auras,
      { rule: 'Jamming', x, reach: 'enemy', measure: 'unit', throughTransport: false },
    ],
  },
};
