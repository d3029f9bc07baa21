import type { Distribution } from '@warroom/engine';
import type { GameSetup } from '../game/army.js';
import type { LossChoice } from '../game/loss-order.js';
import { lossSequence } from '../game/loss-sequence.js';
import { attackingUnit } from '../game/open-formation-losses.js';
import type { GameState } from '../game/state.js';
import { tableOf } from '../game/table-of.js';

/** Who attacks whom, and the losses' order as declared (the Exposed models, Precision's picks). */
export interface OfficerLossQuery {
  readonly attacker: string;
  readonly target: string;
  readonly choice?: LossChoice;
}

/**
 * rulebook p.35 Loss of an Officer: the probability that an attack's losses
 * (its `modelsDestroyed` distribution) take the target's Officer, in the
 * order the game Destroys the models (game/loss-sequence.ts: glossary:
 * Precision's picks first, then rulebook p.34), the unit Annihilated or not.
 */
export function officerLostOdds(
  setup: GameSetup,
  state: GameState,
  { attacker, target, choice = {} }: OfficerLossQuery,
  modelsDestroyed: Distribution,
): number {
  const unit = state.units[target];
  if (unit === undefined) throw new RangeError(`no unit "${target}" in the game`);
  const from = attackingUnit(tableOf(setup, state), attacker);
  const sequence = lossSequence(setup, unit, from, choice);
  const at = sequence.findIndex((loss) => loss.destroyed.id === unit.officer);
  if (at < 0) return 0;
  let lost = 0;
  for (let destroyed = at + 1; destroyed < modelsDestroyed.length; destroyed++)
    lost += modelsDestroyed[destroyed] ?? 0;
  return lost;
}
