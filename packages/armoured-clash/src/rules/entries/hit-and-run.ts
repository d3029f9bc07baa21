import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Hit & Run (X") — during its Activation, immediately after
 * resolving a Close Quarters or Ranged Attack, the unit can make a free
 * Advance manoeuvre with a Movement Limit of X" instead of its Speed; not while
 * Suppressed, Embarked on a Transport or Garrisoning a Defensible Building
 * (game step ownAttackResolved; game/hit-and-run.ts).
 */
export const hitAndRun: RuleEntry = {
  name: 'Hit & Run',
  kind: 'specialRule',
  source: 'glossary: Hit & Run (X")',
  takesX: true,
  inGame: {
    ownAttackResolved: (resolved, x) =>
      resolved.suppressed || resolved.aboard
        ? resolved
        : { ...resolved, freeAdvance: { limit: x, rule: 'glossary: Hit & Run (X")' } },
  },
};
