import type { GameSetup } from '../game/army.js';
import type { GameEvent } from '../game/events.js';
import type { LossChoice } from '../game/loss-order.js';
import { destroyModels } from '../game/losses.js';
import { attackingUnit } from '../game/open-formation-losses.js';
import type { GameState } from '../game/state.js';
import { tableOf } from '../game/table-of.js';
import { place, unitIn } from './unit-state-fixture.js';

// Models stood by hand for the order in which a unit loses them (rulebook pp.34-35).

/** A facing towards the south edge, in radians. */
export const SOUTH = -Math.PI / 2;

/**
 * B's six Rifles in two ranks facing south: the front rank at y 30 (#1 the
 * Officer at x 10, #2 at 9, #3 at 11), the back rank at y 31 (#4 at 9, #5 at
 * 10, #6 at 11).
 */
export function bRiflesInTwoRanks(state: GameState): void {
  place(state, 'b-rifles', [
    [10, 30, SOUTH],
    [9, 30, SOUTH],
    [11, 30, SOUTH],
    [9, 31, SOUTH],
    [10, 31, SOUTH],
    [11, 31, SOUTH],
  ]);
}

/**
 * B's six Rifles in a file northwards from (10, 20), base to base, facing
 * south: the Officer closest to A's rifles, then #2, #3, ...
 */
export function bRiflesInAFile(state: GameState): void {
  place(
    state,
    'b-rifles',
    [0, 1, 2, 3, 4, 5].map((k) => [10, 20 + k, SOUTH] as const),
  );
}

/** `count` models of `target` Destroyed by an attack of the unit `from` (its footprints as they stand). */
export function destroyedBy(
  setup: GameSetup,
  state: GameState,
  target: string,
  count: number,
  from: string,
  given?: LossChoice,
): GameEvent[] {
  const footprints = attackingUnit(tableOf(setup, state), from);
  return destroyModels(setup, state, unitIn(state, target), count, footprints, given);
}
