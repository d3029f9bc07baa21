import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Construct — a unit that gains the Suppressed status also gains
 * Disordered at once (read as Seismic reads "becomes Suppressed": it did not
 * have it): in an attack roll (targetSuppressed) and in a failed Suppression
 * Test outside one (game step suppressedGained). It does not lose Disordered at
 * the end of its Activation (game step statusesEndWithActivation); it loses it
 * only by moving within 6" of a friendly Commander unit, or the Commander
 * moving within 6" of it: the Commander Trait's own rule (rulebook p.49,
 * game/commander.ts), which the game restores after every decision.
 */
export const construct: RuleEntry = {
  name: 'Construct',
  kind: 'specialRule',
  source: 'glossary: Construct',
  takesX: false,
  actsIn: 'Disordered lost near a friendly Commander (game/commander.ts)',
  whenTargeted: {
    targetSuppressed: (failed) =>
      failed.gains.includes('suppressed') &&
      !failed.morale.suppressed &&
      !failed.gains.includes('disordered')
        ? { ...failed, gains: [...failed.gains, 'disordered'] }
        : failed,
  },
  inGame: {
    statusesEndWithActivation: (statuses) => statuses.filter((s) => s !== 'disordered'),
    suppressedGained: (gains) => (gains.includes('disordered') ? gains : [...gains, 'disordered']),
  },
};
