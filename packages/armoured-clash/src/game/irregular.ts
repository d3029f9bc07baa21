import type { GameSetup } from './army.js';
import { unitStep } from './unit-rules.js';

/** glossary: Irregular: outside the Officer's Front Arc, half of the models (rounding up) count for Attack Dice. */
const HALF = 2;

/**
 * glossary: Irregular — the unit's Ranged Attacks can confirm Target
 * Acquisition against enemy units outside its Officer's Front Arc (Visibility
 * is then confirmed in any arc, as for Turret; game step targetOutsideFrontArc).
 */
export function acquiresInAnyArc(setup: GameSetup, attackerId: string): boolean {
  return unitStep(setup, attackerId, 'targetOutsideFrontArc', 'notAcquired') === 'halfModels';
}

/**
 * glossary: Irregular — the models counted when the Attack Dice are read from
 * the Armaments Grid: half of them, rounding up, when the target is outside
 * the Officer's Front Arc (no model of it within the arc); all otherwise.
 */
export function irregularModelsCounted(
  setup: GameSetup,
  attackerId: string,
  models: number,
  targetOutsideFrontArc: boolean,
): number {
  return targetOutsideFrontArc && acquiresInAnyArc(setup, attackerId)
    ? Math.ceil(models / HALF)
    : models;
}
