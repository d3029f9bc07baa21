import type { GameSetup } from '../army.js';
import { makeAttacks } from '../commands/attacks-in-turn.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { OPEN_TOP, planOpenTopAttack } from './open-top.js';

/**
 * glossary: Open Top — the additional attack declared by the active unit with
 * the grid of `aboardId` against `targetId` (checked now; `precision`,
 * glossary: Precision: the models its General chooses to Destroy). Its
 * target's General may first issue a Command to it (rulebook p.37: Dig In,
 * when what both Generals know makes one possible:
 * game/commands/targeted-wait.ts); then it is made (openTopMade) and the
 * Activation goes on to its end (game/commands/attacks-in-turn.ts).
 */
export function openTopAttack(
  setup: GameSetup,
  state: GameState,
  aboardId: string,
  targetId: string,
  precision?: readonly string[],
): GameEvent[] {
  const activation = state.activation;
  const holder = activation === undefined ? undefined : state.units[activation.unit];
  if (activation?.openTop !== 'offered' || holder === undefined) {
    throw new IllegalChoice(OPEN_TOP, 'no Open Top attack is offered now');
  }
  planOpenTopAttack(setup, state, holder.id, aboardId, targetId, activation, precision);
  activation.openTop = 'done';
  return makeAttacks(setup, state, {
    of: 'openTop',
    attacks: [
      { target: targetId, withGridOf: aboardId, ...(precision === undefined ? {} : { precision }) },
    ],
  });
}
