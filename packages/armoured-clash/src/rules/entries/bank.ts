import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Bank (X") — once during its Activation, at the end of its Approach
 * Step or the start of its Escape Step, each model of the Aircraft unit can
 * move up to X" using the Turning Template (game step sortieBank; the move:
 * game/aircraft/bank.ts).
 */
export const bank: RuleEntry = {
  name: 'Bank',
  kind: 'specialRule',
  source: 'glossary: Bank (X")',
  takesX: true,
  inGame: {
    sortieBank: (_, x) => x,
  },
};
