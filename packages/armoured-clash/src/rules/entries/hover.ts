import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Hover — when this unit moves, it treats Obstacles, Difficult
 * Terrain and Water as Open Terrain (game step unitMoves).
 */
export const hover: RuleEntry = {
  name: 'Hover',
  kind: 'specialRule',
  source: 'glossary: Hover',
  takesX: false,
  actsIn: 'movement (battlefield/movement/terrain-treatment.ts)',
  inGame: { unitMoves: (traits) => ({ ...traits, hovers: true }) },
};
