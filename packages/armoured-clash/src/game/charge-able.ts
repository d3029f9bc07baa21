import type { GameSetup } from './army.js';
import { ableToCharge } from './charge-reach.js';
import { legalCharge } from './charge-search.js';
import type { GameState } from './state.js';

/**
 * Whether the unit is able to Charge one of `targets` (glossary: Run Amok,
 * Overrun, as Berserk reads it): a target has a model within its Charge's
 * reach (game/charge-reach.ts) and a legal Charge at one of them exists along
 * a real path (game/charge-search.ts: the engine's own check of a Charge), so
 * a unit compelled to Charge is never left without a legal choice.
 */
export function ableToChargeAlongAPath(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  targets: readonly string[],
): boolean {
  return (
    ableToCharge(setup, state, unitId, targets) &&
    legalCharge(setup, state, unitId, targets) !== undefined
  );
}
