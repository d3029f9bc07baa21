import type { Side } from '../battlefield/table.js';
import type { PlayerState, UnitState } from '../game/state.js';

/**
 * What the General asking for the exact odds knows of the order a unit's
 * losses take (rulebook pp.34-35 Destroying Models, Loss of an Officer): the
 * General's own standing orders (`PlayerView` has them as `as` and
 * `lossOrders`; from a GameState, `{ as, lossOrders: state.players[as].lossOrders }`).
 */
export interface LossOrdersKnown {
  readonly as: Side;
  readonly lossOrders?: PlayerState['lossOrders'];
}

/** How the exact odds take the order of a unit's losses. */
export interface LossOrderSeen {
  /** The standing order the odds follow (choice `orderLosses`): the asking General's own, for their own unit. */
  readonly preference?: readonly string[];
  /**
   * The unit is the other General's, whose standing order is hidden from the
   * asker (game/standing-loss-order.ts): the odds assume the engine's default
   * order of losses, whether or not an order was given, so they tell nothing
   * of it. Where an order was given they may differ from the game where it
   * changes which model's Obstacle a loss reads (glossary: Emplacement) or
   * when the Officer is lost (rulebook p.35).
   */
  readonly assumesDefaultOrder: boolean;
}

/**
 * rulebook pp.34-35: the order of `unit`'s losses the exact odds follow for
 * the General `known.as`: their own standing order for their own unit (the
 * game follows it: game/losses.ts destroyModels), the engine's default for the
 * other General's (its order is hidden). Reads only the asker's own orders.
 */
export function lossOrderSeenBy(
  known: LossOrdersKnown,
  unit: Pick<UnitState, 'id' | 'side'>,
): LossOrderSeen {
  if (unit.side !== known.as) return { assumesDefaultOrder: true };
  const preference = known.lossOrders?.[unit.id];
  return preference === undefined
    ? { assumesDefaultOrder: false }
    : { preference, assumesDefaultOrder: false };
}
