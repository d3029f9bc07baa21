import { runStep } from '../rules/rules-in-play.js';
import type { DamageOutcome } from './damage.js';
import type { PreparedAttack } from './prepare.js';

/** The target's standing for a Suppression Test (rulebook p.36). */
export interface Morale {
  /** Discipline after every modifier but the half-strength one, which the attack decides. */
  readonly discipline: number;
  /** Models at or below which a failed test Breaks the unit; undefined when it has none. */
  readonly breakLimit?: number;
  /** The unit is already Suppressed. */
  readonly suppressed: boolean;
}

/** Whether an attack's outcome calls for a Suppression Test, and at what Discipline. */
export type SuppressionCheck =
  { readonly required: false } | { readonly required: true; readonly discipline: number };

/**
 * rulebook p.27 Check for Suppression and p.36 Suppression Tests: a unit that
 * lost at least one model to a Ranged Attack (and was not Annihilated) tests.
 * (A Close Quarters Attack has no such step: the loser of the whole combat tests,
 * rulebook p.29.) The test's Discipline has a
 * -1 modifier if at least half of the models it had at the start of the attack
 * were Destroyed; rules of the attack may add more (Suppressive).
 */
export function checkForSuppression(
  prepared: PreparedAttack,
  outcome: DamageOutcome,
  morale: Morale,
): SuppressionCheck {
  if (prepared.attack.situation.kind !== 'ranged') return { required: false };
  if (outcome.modelsDestroyed === 0 || outcome.models === 0) return { required: false };
  const halfLost = 2 * outcome.modelsDestroyed >= prepared.attack.target.models ? -1 : 0;
  const modifier = runStep(prepared.rules, 'suppressionTestModifier', halfLost, prepared.attack);
  return { required: true, discipline: morale.discipline + modifier };
}

/** What a failed Suppression Test does (rulebook p.36): Suppressed, Falls Back, Breaks. */
export interface SuppressionFailure {
  readonly fallsBack: boolean;
  readonly breaks: boolean;
}

export function failedSuppressionTest(morale: Morale, modelsLeft: number): SuppressionFailure {
  return {
    fallsBack: morale.suppressed,
    breaks: morale.breakLimit !== undefined && modelsLeft <= morale.breakLimit,
  };
}
