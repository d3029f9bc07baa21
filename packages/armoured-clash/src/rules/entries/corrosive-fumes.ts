import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Corrosive Fumes (X") — at the end of this unit's Movement Step,
 * each enemy unit within X" gains the Disordered status; units with Automata
 * are unaffected (their game step corrosiveFumesDisorders). Game step
 * disordersEnemiesWithin; where units stand decides it: game/movement-step-end.ts.
 */
export const corrosiveFumes: RuleEntry = {
  name: 'Corrosive Fumes',
  kind: 'specialRule',
  source: 'glossary: Corrosive Fumes (X")',
  takesX: true,
  actsIn: "the end of the unit's Movement Step (game/movement-step-end.ts)",
  inGame: { disordersEnemiesWithin: (reach, x) => reach ?? x },
};
