import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Restricted Access (X) — this Transport unit can only carry units
 * with the X Trait (as `Restricted Access (Infantry)`): game step
 * embarkingTraitsRequired, checked as a unit Embarks
 * (game/transport/carry-problem.ts) and in force lists (forces).
 */
export const restrictedAccess: RuleEntry = {
  name: 'Restricted Access',
  kind: 'specialRule',
  source: 'glossary: Restricted Access (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: 'Embarking (game/transport/carry-problem.ts)',
  inGame: {
    embarkingTraitsRequired: (traits, _x, trait) =>
      trait === undefined ? traits : [...traits, trait],
  },
};
