import { sortieTraits } from './sortie-traits.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { Choice } from '../choice.js';
import { issuableCards } from '../commands/command-decisions.js';
import type { Side } from '../../battlefield/table.js';
import { type GameState, other } from '../state.js';
import { interceptionOf } from './interception-state.js';
import { isAircraft } from './aircraft.js';
import { mayStillReact } from './reaction-limit.js';

/**
 * Whether an Intercept may be issued now against the active unit: in the
 * first Reaction Step of an enemy Aerial unit's Activation, no Interception
 * Sortie made yet: its Air Support Sortie (while the other General may still
 * act in it: glossary Supercharger), or the ground Activation of a unit
 * Soaring (glossary: Soar (X"): its Target Category is Aerial) whose first
 * Reaction Step is open and where no Opportunity Fire was declared.
 */
function interceptableNow(setup: GameSetup, state: GameState): boolean {
  const activation = state.activation;
  const active = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || active === undefined || interceptionOf(activation) !== undefined)
    return false;
  const sortie = activation.sortie;
  if (sortie !== undefined) {
    return (
      sortie.step === 'firstReaction' &&
      armyUnit(setup, active.id).category === 'aerial' &&
      mayStillReact(setup, active.id, sortie)
    );
  }
  return (
    activation.reaction === 'first' &&
    activation.opportunityFireUsed !== true &&
    active.soaring?.category === 'aerial'
  );
}

/**
 * The Incoming units with Interceptor that the opposing General may issue an
 * Intercept to now (interceptableNow): their Aircraft units deployed from
 * Reserve and not yet Activated (rulebook p.50 Incoming Aircraft), that a card
 * of the hand may issue a Command to now (rulebook p.38 Command Limits and the rest).
 */
export function interceptors(setup: GameSetup, state: GameState): string[] {
  const active = state.activation === undefined ? undefined : state.units[state.activation.unit];
  if (active === undefined || !interceptableNow(setup, state)) return [];
  return incomingInterceptors(setup, state, active.side);
}

/** The Incoming Interceptors of the General opposing `side` a card of the hand may issue an Intercept to. */
export function incomingInterceptors(setup: GameSetup, state: GameState, side: Side): string[] {
  return Object.values(state.units)
    .filter(
      (u) =>
        u.side === other(side) &&
        u.deployed &&
        !u.annihilated &&
        !u.statuses.includes('activated') &&
        isAircraft(setup, u.id) &&
        sortieTraits(setup, u.id).interceptor &&
        issuableCards(setup, state, u.side, u.id, 'intercept').length > 0,
    )
    .map((u) => u.id);
}

/** The Intercept Special Commands the opposing General may issue now: each Interceptor with each card of the hand that may issue it. */
export function interceptOptions(setup: GameSetup, state: GameState): Choice[] {
  const side = state.activation === undefined ? undefined : other(state.turn);
  if (side === undefined) return [];
  return interceptors(setup, state).flatMap((unit) =>
    issuableCards(setup, state, side, unit, 'intercept').map((card): Choice => ({
      kind: 'intercept',
      unit,
      card,
    })),
  );
}
