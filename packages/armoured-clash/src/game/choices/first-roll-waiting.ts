import type { Face } from '../../dice/faces.js';

/**
 * rulebook p.33 Bonus Re-Rolls: what an `attackRerolls` decision tells its
 * General of the attack waiting before any die is re-rolled, wherever the
 * game keeps its dice (the attacks declared, a Close Quarters strike,
 * Sponsons (X), ...): plain data, read by the Play page and the bots.
 */
export interface FirstRollWaiting {
  readonly unit: string;
  readonly target: string;
  /** The dice as first rolled, with those its Heroic Strikes added (the engine's Face numbers). */
  readonly rolled: readonly Face[];
  /**
   * For each Command the decision offers (its card), the dice of `rolled`
   * (their places, from 0) showing a face its Bonus Re-Rolls name: the dice
   * it lets be re-rolled besides the rating's own.
   */
  readonly commands: readonly {
    readonly command: number;
    readonly rerolls: readonly number[];
  }[];
}
