import { endActivation } from './activation-end.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import { finishMovement } from './movement-step.js';
import { overrunCharged } from './overrun.js';
import { sponsonsRolled } from './sponsons.js';
import type { GameState } from './state.js';

/**
 * glossary: Sponsons (X) — the Attack Rolls at the end of the Charge
 * (`activation.sponsons`, game/sponsons.ts) go on where they stopped, unless
 * the game waits for a General (a roll before its re-rolls, rulebook p.33; the
 * Command issued then and its Interference, p.38). Once every roll is made: if
 * they Annihilated the charging unit its Activation ends; otherwise on to the
 * end of the Movement Step, or after an Overrun's Charge to its Close Quarters
 * Combat. Called as the Charge goes on (game/charge.ts) and by applyChoice
 * once a choice is made (the answer a roll waited for), above the steps it
 * resumes, so no import cycles. Nothing is done when no roll is under way.
 */
export function sponsonsGoOn(setup: GameSetup, state: GameState): GameEvent[] {
  const activation = state.activation;
  const underway = activation?.sponsons;
  const charger = activation === undefined ? undefined : state.units[activation.unit];
  if (
    activation === undefined ||
    underway === undefined ||
    charger === undefined ||
    state.rerollsDue !== undefined ||
    state.command !== undefined
  )
    return [];
  const events: GameEvent[] = [];
  if (!sponsonsRolled(setup, state, charger, events)) return events;
  delete activation.sponsons;
  if (charger.annihilated) return [...events, ...endActivation(setup, state)];
  return [
    ...events,
    ...(underway.overrunning ? overrunCharged(activation) : finishMovement(setup, state, false)),
  ];
}
