import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Berserk — a unit that fails a Rally Test must Charge in its
 * Movement Step if it is able to, then make its Close Quarters Attack (using
 * both steps); unable to Charge, it follows the normal rules for failing.
 * Whether it is able to is the game's part (game/activation.ts).
 */
export const berserk: RuleEntry = {
  name: 'Berserk',
  kind: 'specialRule',
  source: 'glossary: Berserk',
  takesX: false,
  inGame: { rallyTestFailed: () => 'mustCharge' },
};
