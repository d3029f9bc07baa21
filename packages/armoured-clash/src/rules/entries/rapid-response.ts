import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Rapid Response — the Deploy Reserves step is not skipped in the
 * first Round when a unit with it is in Reserve, and such units ignore Lost
 * Opportunity (rulebook p.21): they may be deployed from Reserve in the first
 * and the final Round (game step reservesEveryRound; game/rapid-response.ts).
 */
export const rapidResponse: RuleEntry = {
  name: 'Rapid Response',
  kind: 'specialRule',
  source: 'glossary: Rapid Response',
  takesX: false,
  inGame: {
    reservesEveryRound: () => true,
  },
};
