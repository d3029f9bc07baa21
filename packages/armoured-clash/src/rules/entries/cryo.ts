import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Cryo — a target failing a Suppression Test caused by this attack
 * gains the Activated status instead of the Suppressed status; if it has the
 * Activated status already, it gains Suppressed as normal. (Falling Back and
 * Breaking follow from the failure itself, rulebook p.36, and still apply.)
 */
export const cryo: RuleEntry = {
  name: 'Cryo',
  kind: 'weaponQuality',
  source: 'glossary: Cryo',
  takesX: false,
  whenAttacking: {
    suppressionTestFailed: (failed) =>
      failed.morale.activated === true
        ? failed
        : { ...failed, gains: failed.gains.map((s) => (s === 'suppressed' ? 'activated' : s)) },
  },
};
