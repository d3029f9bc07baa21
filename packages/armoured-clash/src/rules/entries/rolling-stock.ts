import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Rolling Stock — this model has two Front Arcs and two Flank Arcs
 * instead of the standard Arcs (game step lineOfSightDrawn: battlefield/
 * front-arc.ts, target-acquisition.ts; in the game, game/front-arcs.ts for its
 * Charges, Fields of Fire and an Entrenched target's Front Arc).
 */
export const rollingStock: RuleEntry = {
  name: 'Rolling Stock',
  kind: 'specialRule',
  source: 'glossary: Rolling Stock',
  takesX: false,
  actsIn: 'arcs and Line of Sight (battlefield/)',
  inGame: { lineOfSightDrawn: (traits) => ({ ...traits, rollingStock: true }) },
};
