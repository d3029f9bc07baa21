import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Bulwark — during an enemy unit's Ranged Attack, its models count
 * as 1 Size larger and Block the attacking Officer's Line of Sight instead of
 * Obscuring it (game step lineOfSightDrawn, battlefield/line-of-sight.ts).
 */
export const bulwark: RuleEntry = {
  name: 'Bulwark',
  kind: 'specialRule',
  source: 'glossary: Bulwark',
  takesX: false,
  actsIn: 'Line of Sight (battlefield/sight-index.ts)',
  inGame: { lineOfSightDrawn: (traits) => ({ ...traits, bulwark: true, walls: true }) },
};
