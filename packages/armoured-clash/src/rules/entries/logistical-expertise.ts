import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Logistical Expertise — while the General has a unit with this rule
 * on the Battlefield, every card they play to Issue or Interfere with a Command
 * counts its Value 1 higher, to at most 12; not cumulative (game step
 * generalCardValue: the General's best bonus counts, not their sum;
 * game/commands/card-value.ts).
 */
export const logisticalExpertise: RuleEntry = {
  name: 'Logistical Expertise',
  kind: 'specialRule',
  source: 'glossary: Logistical Expertise',
  takesX: false,
  inGame: {
    generalCardValue: (bonus) => Math.max(bonus, 1),
  },
};
