import type { RuleEntry } from '../rule-entry.js';

/** glossary: Pathfinders: how close the guided unit starts its Activation and ends its Movement Step, in inches. */
const PATHFINDERS_REACH = 6;

/**
 * glossary: Pathfinders — a friendly Infantry, Cavalry or Field Gun unit that
 * starts its Activation within 6" of this unit (game step
 * friendlyActivationStarts) treats Difficult and Dense Terrain as Open in its
 * Movement Step, and must end it within 6" of this unit (game/pathfinders.ts).
 */
export const pathfinders: RuleEntry = {
  name: 'Pathfinders',
  kind: 'specialRule',
  source: 'glossary: Pathfinders',
  takesX: false,
  actsIn:
    "friendly units' Movement Steps (game/pathfinders.ts, battlefield/movement/terrain-treatment.ts)",
  inGame: { friendlyActivationStarts: (reach) => Math.max(reach ?? 0, PATHFINDERS_REACH) },
};
