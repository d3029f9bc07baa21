import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Ammo Supply (X) — friendly X units within 3" gain a Combat Rating
 * Bonus to Ranged Attacks: game step ammoSuppliedTraits, each Ammo Supply (X)
 * the unit holds adding its X Trait (game/ammo-supply.ts).
 */
export const ammoSupply: RuleEntry = {
  name: 'Ammo Supply',
  kind: 'specialRule',
  source: 'glossary: Ammo Supply (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: "friendly units' Ranged Attacks (game/ammo-supply.ts)",
  inGame: {
    ammoSuppliedTraits: (traits, _x, trait) => (trait === undefined ? traits : [...traits, trait]),
  },
};
