import type { TestStatus } from '../rules/hooks.js';
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
  /** The unit already has the Activated status (Cryo). */
  readonly activated?: boolean;
  /** Where it stands, the unit passes its Suppression Tests without a card (glossary: Peer Review (X")). */
  readonly passesAutomatically?: boolean;
}

/** Whether an attack's outcome calls for a Suppression Test, and at what Discipline. */
export type SuppressionCheck =
  | { readonly required: false }
  | {
      readonly required: true;
      readonly discipline: number;
      /** The test is passed without drawing a card (Automata). */
      readonly passesAutomatically: boolean;
    };

/**
 * rulebook p.27 Check for Suppression and p.36 Suppression Tests: a unit that
 * lost at least one model to a Ranged Attack (and was not Annihilated) tests.
 * (A Close Quarters Attack has no such step: the loser of the whole combat tests,
 * rulebook p.29.) The test's Discipline has a
 * -1 modifier if at least half of the models it had at the start of the attack
 * were Destroyed; rules of the attack may add more (Suppressive). Rules may
 * call for the test when it would not otherwise be taken (Trap), and pass it
 * without a card (Automata), as may the target's standing (Peer Review); a
 * unit Annihilated by the attack never tests.
 */
export function checkForSuppression(
  prepared: PreparedAttack,
  outcome: DamageOutcome,
  morale: Morale,
): SuppressionCheck {
  const { rules, attack } = prepared;
  const lostModels = attack.situation.kind === 'ranged' && outcome.modelsDestroyed > 0;
  const required = runStep(rules, 'suppressionTestRequired', lostModels, attack);
  // rulebook p.26: models an attack ignores (not Exposed) still stand in the unit.
  const ignored = attack.target.ignoredModels ?? 0;
  if (!required || outcome.models + ignored === 0) return { required: false };
  const halfLost = 2 * outcome.modelsDestroyed >= attack.target.models + ignored ? -1 : 0;
  const modifier = runStep(rules, 'suppressionTestModifier', halfLost, attack);
  return {
    required: true,
    discipline: morale.discipline + modifier,
    passesAutomatically: runStep(
      rules,
      'suppressionTestPassedAutomatically',
      morale.passesAutomatically === true,
      attack,
    ),
  };
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

/** A failed Suppression Test of an attack: Falling Back, Breaking, and the Statuses the target gains. */
export interface SuppressionTestFailure extends SuppressionFailure {
  /** Statuses the target gains (none when it Breaks); some it may have already. */
  readonly gains: readonly TestStatus[];
}

/**
 * rulebook p.36: a failed Suppression Test caused by an attack. The unit gains
 * the Suppressed status (Cryo gives Activated instead, Seismic adds Disordered),
 * Falls Back if it was Suppressed already, and Breaks at its Break Limit.
 */
export function suppressionTestFailure(
  prepared: PreparedAttack,
  morale: Morale,
  modelsLeft: number,
): SuppressionTestFailure {
  const failure = failedSuppressionTest(morale, modelsLeft);
  if (failure.breaks) return { ...failure, gains: [] };
  const { rules, attack } = prepared;
  const failed = runStep(rules, 'suppressionTestFailed', { morale, gains: ['suppressed'] }, attack);
  return { ...failure, gains: runStep(rules, 'targetSuppressed', failed, attack).gains };
}
