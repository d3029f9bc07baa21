import type { GameSetup } from './army.js';
import { lossSequence } from './loss-sequence.js';
import { standingLossOrder } from './standing-loss-order.js';
import type { GameState, ModelState, UnitState } from './state.js';

/**
 * rulebook p.29 Withdrawing: "the unit's General moves any other models in the
 * unit so that they are in Unit Coherency with the Officer ... Any model that
 * cannot be placed according to these rules is immediately Destroyed". When
 * not every model fits, the General chooses which are placed, so the models
 * Destroyed follow the same order as every other loss of the unit's own
 * making (rulebook pp.34-35, loss-sequence.ts: the back rank first, or an end
 * of a single rank, the General's standing order of preference deciding among
 * them, game/standing-loss-order.ts). The models other than `officer`, in the
 * order the losses would take them.
 */
export function withdrawLossOrder(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  officer: ModelState,
): readonly ModelState[] {
  const preference = standingLossOrder(state, unitState);
  return lossSequence(setup, { ...unitState, officer: officer.id }, undefined, { preference })
    .map((loss) => loss.removed)
    .filter((m) => m.id !== officer.id);
}
