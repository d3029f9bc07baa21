import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Overrun — when the unit wins a Close Quarters Combat during its
 * own Activation and the target is not Annihilated, its General can discard a
 * Command & Conquest card from the hand to declare an Overrun: the unit
 * immediately Charges the target again, ending in contact, and makes a Close
 * Quarters Attack (the target Retaliates as normal). Once per Activation (game
 * step closeQuartersWonInOwnActivation; game/overrun.ts).
 */
export const overrun: RuleEntry = {
  name: 'Overrun',
  kind: 'specialRule',
  source: 'glossary: Overrun',
  takesX: false,
  inGame: { closeQuartersWonInOwnActivation: () => ({ rule: 'glossary: Overrun' }) },
};
