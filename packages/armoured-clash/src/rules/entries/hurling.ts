import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Hurling — the unit moves freely through enemy models of Size 1,
 * ending not within 1" of enemy units (battlefield/movement/check-move.ts);
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
    manoeuvreLimits: (limits) => ({
      ...limits,
      charge: Math.min(limits.charge, limits.speed),
      barred: [...limits.barred, { manoeuvre: 'doubleTime', rule: 'glossary: Hurling' }],
    }),
  },
};
