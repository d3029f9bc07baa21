import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Pioneers — when this unit moves, it treats Difficult and Dense
 * Terrain as Open Terrain (game step unitMoves); when it makes a Ranged
 * Attack, Dense Terrain within 3" of its Officer is ignored when confirming
 * Visibility (game step lineOfSightDrawn).
 */
export const pioneers: RuleEntry = {
  name: 'Pioneers',
  kind: 'specialRule',
  source: 'glossary: Pioneers',
  takesX: false,
  actsIn: 'Line of Sight and movement (battlefield/unit-traits.ts)',
  inGame: {
    unitMoves: (traits) => ({ ...traits, roughGroundOpen: true }),
    lineOfSightDrawn: (traits) => ({ ...traits, pioneers: true }),
  },
};
