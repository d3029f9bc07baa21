import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Run Amok — the unit must Charge in its Movement Step whenever it is
 * able to, then make its Close Quarters Attack (game step chargeCompelled);
 * unable to, it loses a model at the end of its Activation, and the closest
 * other Light or Heavy unit within 6" suffers 1 Damage (game/run-amok.ts).
 */
export const runAmok: RuleEntry = {
  name: 'Run Amok',
  kind: 'specialRule',
  source: 'glossary: Run Amok',
  takesX: false,
  inGame: { chargeCompelled: () => 'glossary: Run Amok' },
};
