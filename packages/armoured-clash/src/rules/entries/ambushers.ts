import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Ambushers — a successful Flank Attack may place the unit within 3"
 * of Dense or Difficult Terrain instead of along a battlefield edge (game step
 * flankAttackPlacement; game/ambushers.ts).
 */
export const ambushers: RuleEntry = {
  name: 'Ambushers',
  kind: 'specialRule',
  source: 'glossary: Ambushers',
  takesX: false,
  actsIn: 'the Flank Attack (game/ambushers.ts)',
  inGame: { flankAttackPlacement: () => 'edgeOrNearCover' },
};
