import type { RuleEntry } from '../rule-entry.js';

/** glossary: Hurling — the Size of the enemy models it moves through. */
const HURLED_SIZE = 1;

/**
 * glossary: Hurling — the unit moves freely through enemy models of Size 1,
 * ending not within 1" of enemy units (game step unitMoves,
 * battlefield/movement/check-move.ts);
 * it cannot make a Double Time manoeuvre, and a Charge moves it up to its
 * Speed (game step manoeuvreLimits, as for Slow).
 */
export const hurling: RuleEntry = {
  name: 'Hurling',
  kind: 'specialRule',
  source: 'glossary: Hurling',
  takesX: false,
  actsIn: 'movement (battlefield/movement/check-move.ts)',
  inGame: {
    unitMoves: (traits) => ({ ...traits, throughEnemiesOfSize: HURLED_SIZE }),
    manoeuvreLimits: (limits) => ({
      ...limits,
      charge: Math.min(limits.charge, limits.speed),
      barred: [...limits.barred, { manoeuvre: 'doubleTime', rule: 'glossary: Hurling' }],
    }),
  },
};
