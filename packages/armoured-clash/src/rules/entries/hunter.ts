import type { RuleEntry } from '../rule-entry.js';

/** glossary: Hunter — this unit's General scores 1 Victory Point whenever it wins a Close Quarters Combat. */
export const hunter: RuleEntry = {
  name: 'Hunter',
  kind: 'specialRule',
  source: 'glossary: Hunter',
  takesX: false,
  inGame: { closeQuartersWon: (awards) => [...awards, { source: 'Hunter', victoryPoints: 1 }] },
};
