import type { UnitState } from '../state.js';

/** rulebook p.44 Dug In: a Garrisoned unit's Attack Dice count one model in this many. */
export const GARRISON_DICE_DIVISOR = 2;

/**
 * The models that count when gathering a unit's Attack Dice: all of them, but
 * only half, rounding up, for an attack made by a Garrisoned unit (rulebook
 * p.44 Dug In).
 */
export function modelsGatheringDice(unit: UnitState): number {
  return unit.garrisoning === undefined
    ? unit.models.length
    : Math.ceil(unit.models.length / GARRISON_DICE_DIVISOR);
}
