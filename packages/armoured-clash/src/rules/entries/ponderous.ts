import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Ponderous — when this unit moves, its models follow the rules for
 * Ponderous Movement (rulebook p.16: the Turning Template; game step
 * unitMoves, battlefield/movement/turning-template.ts).
 */
export const ponderous: RuleEntry = {
  name: 'Ponderous',
  kind: 'specialRule',
  source: 'glossary: Ponderous',
  takesX: false,
  actsIn: 'movement (battlefield/movement/check-move.ts)',
  inGame: { unitMoves: (traits) => ({ ...traits, ponderous: true }) },
};
