import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Terrifying (X) — a unit without the X Trait suffers -1 Discipline
 * in its Discipline Tests while within 6" of this unit: game step
 * terrifyingTraits, each Terrifying (X) the unit holds adding its X Trait.
 * Where units stand decides it: game/discipline-modifiers.ts.
 */
export const terrifying: RuleEntry = {
  name: 'Terrifying',
  kind: 'specialRule',
  source: 'glossary: Terrifying (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: "the game's Discipline Tests (game/discipline-modifiers.ts)",
  inGame: {
    terrifyingTraits: (traits, _x, trait) => (trait === undefined ? traits : [...traits, trait]),
  },
};
