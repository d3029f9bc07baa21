import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Jamming (X") — the opposing General cannot issue Commands to units
 * within X" of this unit. Where units stand decides it:
 * game/commands/command-refusal.ts.
 */
export const jamming: RuleEntry = {
  name: 'Jamming',
  kind: 'specialRule',
  source: 'glossary: Jamming (X")',
  takesX: true,
  actsIn: 'issuing Commands (game/commands/command-refusal.ts)',
};
