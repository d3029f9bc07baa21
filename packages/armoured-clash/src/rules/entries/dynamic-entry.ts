import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Dynamic Entry (X") — when this unit is Deployed from Reserve, before
 * its Movement Step, every unit within X" takes a Suppression Test (Aircraft,
 * Rotorcraft and Large units are unaffected). Game step deployedFromReserve
 * (game/transport/dynamic-entry.ts).
 */
export const dynamicEntry: RuleEntry = {
  name: 'Dynamic Entry',
  kind: 'specialRule',
  source: 'glossary: Dynamic Entry (X")',
  takesX: true,
  inGame: {
    deployedFromReserve: (reach, x) => Math.max(reach ?? 0, x),
  },
};
