import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Pathfinders — a friendly Infantry, Cavalry or Field Gun unit that
 * starts its Activation within 6" of this unit treats Difficult and Dense
 * Terrain as Open in its Movement Step, and must end it within 6" of this unit
 * (game/pathfinders.ts).
 */
export const pathfinders: RuleEntry = {
  name: 'Pathfinders',
  kind: 'specialRule',
  source: 'glossary: Pathfinders',
  takesX: false,
  actsIn:
    "friendly units' Movement Steps (game/pathfinders.ts, battlefield/movement/terrain-treatment.ts)",
};
