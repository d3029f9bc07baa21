import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Support (X) — at the end of this unit's Activation its General may
 * Activate a friendly X unit within 3": game step supportedTraits, each
 * Support (X) the unit holds adding its X Trait (game/support.ts).
 */
export const support: RuleEntry = {
  name: 'Support',
  kind: 'specialRule',
  source: 'glossary: Support (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: 'the end of an Activation (game/support.ts)',
  inGame: {
    supportedTraits: (traits, _x, trait) => (trait === undefined ? traits : [...traits, trait]),
  },
};
