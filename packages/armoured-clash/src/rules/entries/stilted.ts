import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Stilted (X) — moving, its models treat Difficult, Dense and Water
 * terrain of Size X or less as Open Terrain, and move through enemy units and
 * Blocking Terrain of Size X or less, ending at least 1" from enemy models and
 * not in or on Blocking Terrain (game step unitMoves).
 */
export const stilted: RuleEntry = {
  name: 'Stilted',
  kind: 'specialRule',
  source: 'glossary: Stilted (X)',
  takesX: true,
  actsIn: 'movement (battlefield/movement/)',
  inGame: { unitMoves: (traits, x) => ({ ...traits, stilts: x }) },
};
