import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Vanguard (X") — after both Forces have been Deployed, before the
 * first Round begins, the unit can make a free Advance manoeuvre with a
 * Movement Limit of X" instead of its Speed; the General who finished
 * deploying first moves their units, then the other (game step
 * forcesDeployed; game/vanguard.ts). A unit given Vanguard twice keeps the
 * higher X.
 */
export const vanguard: RuleEntry = {
  name: 'Vanguard',
  kind: 'specialRule',
  source: 'glossary: Vanguard (X")',
  takesX: true,
  inGame: {
    forcesDeployed: (offered, x) =>
      offered !== undefined && offered.limit >= x
        ? offered
        : { limit: x, rule: 'glossary: Vanguard (X")' },
  },
};
