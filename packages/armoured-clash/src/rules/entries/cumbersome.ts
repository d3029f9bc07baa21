import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Cumbersome — a Double Time manoeuvre gives the unit the Reloading
 * status (game step doubleTimeMade); while it is Reloading, whatever gave it
 * the status, it cannot make Ranged Attacks, Opportunity Fire included (game
 * step reloadingStops; game/weapon-use.ts). Re-Arm ends it as usual (rulebook p.30).
 */
export const cumbersome: RuleEntry = {
  name: 'Cumbersome',
  kind: 'specialRule',
  source: 'glossary: Cumbersome',
  takesX: false,
  inGame: {
    doubleTimeMade: (gains) => [...gains, { status: 'reloading', rule: 'glossary: Cumbersome' }],
    reloadingStops: () => ({ everyRangedAttack: true, rule: 'glossary: Cumbersome' }),
  },
};
