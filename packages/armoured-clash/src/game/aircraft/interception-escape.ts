import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { endActivation } from '../activation-end.js';
import type { BankTurns, BrakeTurn } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import type { GameState } from '../state.js';
import { bankInches } from './bank.js';
import { hasBrakeTurn } from './brake-turn.js';
import { escapeFlight } from './escape-flight.js';
import { toEngage } from './sortie-flow.js';
import { type InterceptionNow, setInterception } from './interception-state.js';
import { reactionStepEnds } from '../opportunity-fire.js';

const RULE = 'glossary: Interceptor';

/**
 * rulebook p.51 D. Escape Step, for the Interception Sortie: off the
 * battlefield (a Brake Turn on the way, glossary: Brake Turn), with no
 * Reaction Step; the unit returns to its General's Reserve (it loses the
 * chance to act later in the Round). The Reaction Step it was made in then
 * ends: the active unit's Engage Step, unless it was Annihilated; in a Soaring
 * unit's ground Activation, its Movement Step (reactionStepEnds).
 */
export function interceptionEscape(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
  brakeTurn?: BrakeTurn,
  bank?: BankTurns,
): GameEvent[] {
  const { activation, interceptor } = now;
  const profile = armyUnit(setup, interceptor.id);
  const events: GameEvent[] = [];
  if (!interceptor.annihilated) {
    // glossary: Interceptor, "as though it were its Activation": once each in the Interception Sortie.
    const soFar = {
      banked: now.interception.banked === true,
      brakeTurned: now.interception.brakeTurned === true,
    };
    interceptor.models = escapeFlight(
      setup,
      interceptor.id,
      interceptor.models,
      soFar,
      brakeTurn,
      bank,
    ).end.slice();
    interceptor.returnedModels = interceptor.models.length;
    interceptor.models = [];
    interceptor.deployed = false;
    interceptor.inReserve = true;
    const turn =
      (bank === undefined ? '' : `, having Banked ${bank.length}" (turns ${bank.join(', ')})`) +
      (brakeTurn === undefined ? '' : `, making a Brake Turn after ${brakeTurn.after}"`);
    events.push(
      event(
        'returnToReserve',
        `${profile.name} flies off the battlefield${turn} and returns to Reserve (${RULE})`,
        { unit: interceptor.id },
      ),
    );
  }
  setInterception(activation, undefined);
  const sortie = activation.sortie;
  if (sortie === undefined) return [...events, ...reactionStepEnds(setup, state)];
  if (state.units[activation.unit]?.annihilated === true) {
    activation.sortie = undefined;
    return [...events, ...endActivation(setup, state)];
  }
  toEngage(activation, sortie);
  return events;
}

/**
 * After the Interception Sortie's Engage Step: its Escape Step at once, or for
 * an interceptor that may still make its Brake Turn or Bank, the `escape`
 * choice of how it flies off (glossary: Brake Turn: "during its Escape Step";
 * Bank (X"): "at the start of its Escape Step").
 */
export function toInterceptionEscape(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
): GameEvent[] {
  const { activation, interception, interceptor } = now;
  const mayTurn = hasBrakeTurn(setup, interceptor.id) && interception.brakeTurned !== true;
  const mayBank = bankInches(setup, interceptor.id) !== undefined && interception.banked !== true;
  if (
    (!mayTurn && !mayBank) ||
    interceptor.annihilated ||
    state.units[activation.unit]?.annihilated === true
  ) {
    return interceptionEscape(setup, state, now);
  }
  setInterception(activation, { ...interception, step: 'escape' });
  return [];
}
