import { endActivation } from './activation-end.js';
import type { GameSetup } from './army.js';
import type { PendingCommand } from './commands/pending-command.js';
import type { GameEvent } from './events.js';
import { finishMovement } from './movement-step.js';
import { overrunCharged } from './overrun.js';
import { sponsonsDeclared, sponsonsRolled } from './sponsons.js';
import type { GameState, UnitState } from './state.js';

/**
 * glossary: Sponsons (X) — the charging unit ended its Charge (game/charge.ts):
 * the enemy units in contact whose rules make an
 * Attack Roll then roll in turn (sponsonsGoOn), or, with none, the Charge goes
 * on at once (chargeEnded).
 */
export function sponsonsAtChargeEnd(
  setup: GameSetup,
  state: GameState,
  charger: UnitState,
): GameEvent[] {
  if (sponsonsDeclared(setup, state, charger)) return sponsonsGoOn(setup, state, undefined);
  return chargeEnded(setup, state, charger);
}

/**
 * glossary: Sponsons (X) — the Attack Rolls at the end of the Charge
 * (`activation.sponsons`, game/sponsons.ts) go on where they stopped, unless
 * one waits after its first roll for its General (rulebook p.33 Bonus
 * Re-Rolls; answered through commands/rerolls-go-on.ts, with the Command
 * received then: `boostedBy`). Once every roll is made, the Charge goes on
 * (chargeEnded). Nothing is done when no roll is under way.
 */
export function sponsonsGoOn(
  setup: GameSetup,
  state: GameState,
  boostedBy: PendingCommand | undefined,
): GameEvent[] {
  const activation = state.activation;
  const underway = activation?.sponsons;
  const charger = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || underway === undefined || charger === undefined) return [];
  const events: GameEvent[] = [];
  if (!sponsonsRolled(setup, state, charger, events, boostedBy)) return events;
  activation.sponsons = undefined;
  return [...events, ...chargeEnded(setup, state, charger)];
}

/**
 * After the rolls at the end of the Charge: if they Annihilated the charging
 * unit its Activation ends; otherwise on to the end of the Movement Step, or
 * after an Overrun's Charge (`activation.overrun`, declared until then) to its
 * Close Quarters Combat.
 */
function chargeEnded(setup: GameSetup, state: GameState, charger: UnitState): GameEvent[] {
  const activation = state.activation;
  if (activation === undefined) return [];
  if (charger.annihilated) return endActivation(setup, state);
  return activation.overrun?.declared === true
    ? overrunCharged(activation)
    : finishMovement(setup, state, false);
}
