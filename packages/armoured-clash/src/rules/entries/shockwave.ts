import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Shockwave — if this unit makes a Double Time or Charge manoeuvre,
 * any units its models move through take a Suppression Test at the end of its
 * move (game step movedThroughTested, game/shockwave.ts); Aircraft,
 * Rotorcraft and Large units are unaffected (game step shockUnaffected).
 */
export const shockwaveRule: RuleEntry = {
  name: 'Shockwave',
  kind: 'specialRule',
  source: 'glossary: Shockwave',
  takesX: false,
  actsIn: 'Double Time and Charge moves (game/shockwave.ts)',
  inGame: { movedThroughTested: () => true },
};
