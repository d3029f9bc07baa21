import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Shrouded — when checking Visibility for an enemy unit's Ranged
 * Attack, Line of Sight to models in this unit always counts as Obscured (game
 * step lineOfSightDrawn, battlefield/obfuscating.ts).
 */
export const shrouded: RuleEntry = {
  name: 'Shrouded',
  kind: 'specialRule',
  source: 'glossary: Shrouded',
  takesX: false,
  actsIn: 'Line of Sight (battlefield/line-of-sight.ts)',
  inGame: { lineOfSightDrawn: (traits) => ({ ...traits, shrouded: true }) },
};
