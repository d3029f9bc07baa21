import type { RuleEntry } from '../rule-entry.js';

/** glossary: Soar (X") — a Soaring unit's Size. */
const SOARING_SIZE = 10;

/**
 * glossary: Soar (X") — at the start of its Activation its General can
 * declare it will Soar (choice activate with `soar`; game/soar.ts): until the
 * end of that Activation its Speed is X", its Target Category Aerial and its
 * Size 10 (game step soarDeclared); moving, it treats all Terrain and enemy
 * units as Open Terrain but cannot end in Impassable or Blocking Terrain
 * (battlefield/movement: a table unit `soaring`), and it cannot make Aim, Exit
 * or Disembark manoeuvres.
 */
export const soar: RuleEntry = {
  name: 'Soar',
  kind: 'specialRule',
  source: 'glossary: Soar (X")',
  takesX: true,
  inGame: {
    soarDeclared: (_declared, x) => ({
      rule: 'glossary: Soar (X")',
      speed: x,
      category: 'aerial',
      size: SOARING_SIZE,
    }),
  },
};
