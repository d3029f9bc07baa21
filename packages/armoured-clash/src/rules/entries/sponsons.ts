import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Sponsons (X) — when an enemy unit ends a Charge manoeuvre in contact
 * with this unit, a Weakened Attack Roll of X Attack Dice against the charging
 * unit (game step enemyChargeEnded; the roll: game/sponsons.ts). It causes no
 * Suppression Test, and the models it Destroys do not count in deciding who
 * wins the Close Quarters Combat.
 */
export const sponsons: RuleEntry = {
  name: 'Sponsons',
  kind: 'specialRule',
  source: 'glossary: Sponsons (X)',
  takesX: true,
  inGame: { enemyChargeEnded: (_, x) => ({ rule: 'glossary: Sponsons (X)', dice: x }) },
};
