import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Stoic Defence — when this unit is the target of a Charge, it always
 * has the Defensive Advantage in the Close Quarters Combat that follows, even
 * if the Charge was not Impeded.
 */
export const stoicDefence: RuleEntry = {
  name: 'Stoic Defence',
  kind: 'specialRule',
  source: 'glossary: Stoic Defence',
  takesX: false,
  inGame: { defensiveAdvantage: () => true },
};
