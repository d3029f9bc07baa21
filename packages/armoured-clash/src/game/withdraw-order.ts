import type { GameSetup } from './army.js';
import { lossSequence } from './loss-sequence.js';
import { standingLossOrder } from './standing-loss-order.js';
import type { GameState, ModelState, UnitState } from './state.js';

/**
 * rulebook p.29 Withdrawing: "the unit's General moves any other models in the
 * unit so that they are in Unit Coherency with the Officer ... Any model that
 * cannot be placed according to these rules is immediately Destroyed". When
 * not every model fits, the General chooses which are placed; our reading:
 * no choice the game waits for, since the models are alike (one profile and
 * the unit's Damage, p.34) and the kept ones take the same places whichever
 * they are, so only their names would differ (docs/rules-coverage.md, Close
 * Quarters: Withdrawing). The models
 * Destroyed follow the same order as every other loss of the unit's own
 * making (rulebook pp.34-35, loss-sequence.ts: the back rank first, or an end
 * of a single rank, the General's standing order of preference deciding among
 * them, game/standing-loss-order.ts). The models other than `officer`, in the
 * order the losses would take them. A model the walk of the losses leaves out
 * (it stops where it finds no model to take, as when the Officer stands alone
 * behind the others: close-formation-ranks.ts offers no back-rank model then)
 * is still the unit's: it comes after those the walk names, in model order,
 * so that every model is placed or Destroyed.
 */
export function withdrawLossOrder(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  officer: ModelState,
): readonly ModelState[] {
  const preference = standingLossOrder(state, unitState);
  const walked = lossSequence(setup, { ...unitState, officer: officer.id }, undefined, {
    preference,
  })
    .map((loss) => loss.removed)
    .filter((m) => m.id !== officer.id);
  const left = unitState.models.filter(
    (m) => m.id !== officer.id && !walked.some((w) => w.id === m.id),
  );
  return [...walked, ...left];
}
