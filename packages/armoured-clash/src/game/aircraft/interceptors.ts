import { lookUpName } from '../../rules/rule-ref.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { Choice } from '../choice.js';
import { issuableCards } from '../commands/command-decisions.js';
import { type GameState, other } from '../state.js';
import { isAircraft } from './aircraft.js';
import { mayStillReact } from './reaction-limit.js';

/**
 * The Incoming units with Interceptor that the opposing General may issue an
 * Intercept to now: in the first Reaction Step of an enemy Aerial unit's Air
 * Support Sortie (while that General may still act in it: glossary
 * Supercharger), their Aircraft units deployed from Reserve and not yet
 * Activated (rulebook p.50 Incoming Aircraft), that a card of the hand may
 * issue a Command to now (rulebook p.38 Command Limits and the rest).
 */
export function interceptors(setup: GameSetup, state: GameState): string[] {
  const activation = state.activation;
  const sortie = activation?.sortie;
  const active = activation === undefined ? undefined : state.units[activation.unit];
  if (
    sortie?.step !== 'firstReaction' ||
    sortie.interception !== undefined ||
    active === undefined ||
    armyUnit(setup, active.id).category !== 'aerial' ||
    !mayStillReact(setup, active.id, sortie)
  ) {
    return [];
  }
  return Object.values(state.units)
    .filter(
      (u) =>
        u.side === other(active.side) &&
        u.deployed &&
        !u.annihilated &&
        !u.statuses.includes('activated') &&
        isAircraft(setup, u.id) &&
        lookUpName(armyUnit(setup, u.id).specialRules, 'Interceptor') &&
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
