import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Slow — the unit cannot make a Double Time manoeuvre, and when it
 * makes a Charge it moves up to its Speed (not twice it). Game step
 * manoeuvreLimits (game/manoeuvre-limits.ts).
 */
export const slow: RuleEntry = {
  name: 'Slow',
  kind: 'specialRule',
  source: 'glossary: Slow',
  takesX: false,
  inGame: {
    manoeuvreLimits: (limits) => ({
      ...limits,
      charge: Math.min(limits.charge, limits.speed),
      barred: [...limits.barred, { manoeuvre: 'doubleTime', rule: 'glossary: Slow' }],
    }),
  },
};
