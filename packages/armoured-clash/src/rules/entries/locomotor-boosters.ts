import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Locomotor Boosters — declared at the start of the unit's Activation
 * (choice activate with `locomotorBoosters`): the top card of its General's
 * deck is revealed and discarded, and a Charge or Double Time in that
 * Activation moves it up to its Speed plus the card's Value instead of twice
 * its Speed (game step activationCardRevealed; game/locomotor-boosters.ts).
 */
export const locomotorBoosters: RuleEntry = {
  name: 'Locomotor Boosters',
  kind: 'specialRule',
  source: 'glossary: Locomotor Boosters',
  takesX: false,
  actsIn: 'the Activation: its Charge and Double Time limits (game/locomotor-boosters.ts)',
  inGame: { activationCardRevealed: () => true },
};
