import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Bail Out — when models of this Transport unit are Destroyed while it
 * is Occupied, its General may make an immediate Disembark manoeuvre with the
 * Embarked unit, before Embarked models are Destroyed by the reduced Transport
 * Capacity; the unit is then Suppressed (not if it already was). Game step
 * transportModelsDestroyed (game/transport/bail-out.ts).
 */
export const bailOut: RuleEntry = {
  name: 'Bail Out',
  kind: 'specialRule',
  source: 'glossary: Bail Out',
  takesX: false,
  inGame: {
    transportModelsDestroyed: () => 'mayBailOut',
  },
};
