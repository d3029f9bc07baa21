import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState, UnitState } from './state.js';

export type OrderLosses = Extract<Choice, { kind: 'orderLosses' }>;

/**
 * rulebook pp.34-35: the standing order of preference the General of `unit`
 * gave for its losses (choice `orderLosses`), if any: where the General
 * chooses among the unit's losses (equally closest models, a back-rank model
 * or an end of a single rank, the model removed in a Close Formation
 * Officer's stead, the Field Promotion) and gave no order for that attack.
 */
export function standingLossOrder(
  state: GameState,
  unit: UnitState,
): readonly string[] | undefined {
  return state.players[unit.side].lossOrders?.[unit.id];
}

/**
 * The choice `orderLosses`, checked (checkLossOrderGiven): the unit's General
 * gives, replaces or (an empty list) withdraws its standing order of
 * preference for the unit's losses, on `state` (a working copy). The same
 * decision still waits afterwards. The order is hidden from the other
 * General, so nothing is told (no event).
 */
export function recordLossOrder(state: GameState, choice: OrderLosses): GameEvent[] {
  const side = state.units[choice.unit]?.side;
  if (side === undefined) return [];
  const player = state.players[side];
  const lossOrders = { ...player.lossOrders };
  if (choice.losses.length === 0) delete lossOrders[choice.unit];
  else lossOrders[choice.unit] = choice.losses.slice();
  state.players[side] = { ...player, lossOrders };
  return [];
}
