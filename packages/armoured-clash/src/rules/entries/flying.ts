import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Flying — its models never cause the Line of Sight of a model in
 * another unit to be Obscured (game step lineOfSightDrawn); moving, they treat
 * all Terrain as Open Terrain and move freely through enemy models, ending at
 * least 1" away from them (game step unitMoves).
 */
export const flying: RuleEntry = {
  name: 'Flying',
  kind: 'specialRule',
  source: 'glossary: Flying',
  takesX: false,
  actsIn: 'Line of Sight and movement (battlefield/unit-traits.ts)',
  inGame: {
    unitMoves: (traits) => ({ ...traits, overEverything: true }),
    lineOfSightDrawn: (traits) => ({ ...traits, flying: true }),
  },
};
