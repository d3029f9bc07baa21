import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Interceptor — instead of declaring Opportunity Fire in the first
 * Reaction Step of an enemy Aerial unit's Activation, its General may issue an
 * Intercept Special Command to this Incoming unit: received, it makes an
 * Interception Sortie (faces the active unit's Officer; Approach, Engage with
 * the active unit its only target, Escape; back to Reserve; no Reaction
 * Steps); failed through Interference, the Reaction Step ends.
 */
export const interceptor: RuleEntry = {
  name: 'Interceptor',
  kind: 'specialRule',
  source: 'glossary: Interceptor',
  takesX: false,
  actsIn: 'the first Reaction Step of an Air Support Sortie (game/aircraft/intercept.ts)',
  inGame: { airSupportSortie: (sortie) => ({ ...sortie, interceptor: true }) },
};
