import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Hot Headed — the unit automatically passes any Rally Tests it is
 * called upon to make (game step rallyTestPassedAutomatically). The rest is
 * about Aircraft, which the game does not play yet: that it can gain the
 * Suppressed status (even from Opportunity Fire), and that it is Annihilated
 * if forced to Fall Back in the Reaction Step after its Escape Step.
 */
export const hotHeaded: RuleEntry = {
  name: 'Hot Headed',
  kind: 'specialRule',
  source: 'glossary: Hot Headed',
  takesX: false,
  inGame: { rallyTestPassedAutomatically: () => true },
};
