import type { Choice, Game } from './game-types.js';
import { modelIdsOf, modelWords } from './ordered-picks.js';

/** One of the General's units a standing order of losses may be given for, with its models. */
export interface LossOrderUnit {
  readonly id: string;
  readonly name: string;
  readonly models: readonly string[];
}

/**
 * rulebook pp.34-35 (docs/protocol.md `orderLosses`): the viewing General's
 * units not Annihilated (on the table or not), each with its models.
 */
export function lossOrderUnits(game: Game): LossOrderUnit[] {
  return game.setup.generals[game.side].units
    .filter((u) => {
      const state = game.view.units[u.id];
      return state !== undefined && !state.annihilated;
    })
    .map((u) => ({ id: u.id, name: u.name, models: modelIdsOf(u.id, u.models) }));
}

/** The standing order the General gave for `unit`, from their own view (`lossOrders`); none, empty. */
export function currentLossOrder(game: Game, unit: string): readonly string[] {
  return game.view.lossOrders?.[unit] ?? [];
}

/** The standing order in words. */
export function lossOrderWords(order: readonly string[]): string {
  return order.length === 0
    ? 'No standing order: the engine’s default choice of losses.'
    : `Lost first: ${order.map(modelWords).join(', then ')}.`;
}

/** The choice giving (or, with no model, withdrawing) the standing order. */
export function lossOrderChoice(unit: string, losses: readonly string[]): Choice {
  return { kind: 'orderLosses', unit, losses: losses.slice() };
}
