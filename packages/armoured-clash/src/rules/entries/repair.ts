import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Repair (X) — a Special Action repairing a friendly X unit within 2":
 * game step repairedTraits, each Repair (X) the unit holds adding its X Trait
 * (game/repair.ts). The glossary's separate "Repair" entry has the same text,
 * still naming "the X trait": a profile must name the Trait.
 */
export const repair: RuleEntry = {
  name: 'Repair',
  kind: 'specialRule',
  source: 'glossary: Repair (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: 'the Attack Step, a Special Action (game/repair.ts)',
  inGame: {
    repairedTraits: (traits, _x, trait) => (trait === undefined ? traits : [...traits, trait]),
  },
};
