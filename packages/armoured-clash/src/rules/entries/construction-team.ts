import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Construction Team — the Entrench Special Action in the unit's
 * Attack Step (game step attackStepSpecialActions; game/entrench.ts) and the
 * Entrenched status it gives (game/entrenched.ts).
 */
export const constructionTeam: RuleEntry = {
  name: 'Construction Team',
  kind: 'specialRule',
  source: 'glossary: Construction Team',
  takesX: false,
  actsIn:
    'the Attack Step, a Special Action; the Entrenched status (game/entrench.ts, game/entrenched.ts)',
  inGame: { attackStepSpecialActions: (actions) => [...actions, 'entrench'] },
};
