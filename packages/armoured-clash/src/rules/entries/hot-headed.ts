import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Hot Headed — the unit automatically passes any Rally Tests it is
 * called upon to make (game step rallyTestPassedAutomatically); "Unlike most
 * Aircraft units, this unit can gain the Suppressed status" (game step
 * aircraftSuppressible: it takes the Suppression Tests of the Ranged Attacks
 * against it, an Interception Sortie's too), "and can even be Suppressed by
 * Opportunity Fire" (game step opportunityFireSuppresses), and it is
 * Annihilated if forced to Fall Back in the Reaction Step after its Escape
 * Step (game step fallBackAfterEscape; game/aircraft/).
 */
export const hotHeaded: RuleEntry = {
  name: 'Hot Headed',
  kind: 'specialRule',
  source: 'glossary: Hot Headed',
  takesX: false,
  inGame: {
    rallyTestPassedAutomatically: () => true,
    aircraftSuppressible: () => true,
    opportunityFireSuppresses: () => true,
    fallBackAfterEscape: () => 'annihilated',
  },
};
