import type { GameSetup } from '../army.js';
import type { BrakeTurn } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, ModelState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { checkBrakeTurn, hasBrakeTurn, turned, turningFlight } from './brake-turn.js';
import { escapeDistance, flightPath, forwards } from './flight-path.js';
import { reactionAfter, returnToReserve, sortieAt } from './sortie-flow.js';

/**
 * rulebook p.51 D. Escape Step: each model moves forwards in a straight line
 * until it leaves the battlefield (a unit with Brake Turn may turn once on the
 * way, glossary: Brake Turn); then E. Reaction Step, and the unit returns to
 * its General's Reserve.
 */
export function escape(setup: GameSetup, state: GameState, brakeTurn?: BrakeTurn): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'engage', 'escape');
  const unit = state.units[activation.unit];
  if (unit === undefined || unit.annihilated) return returnToReserve(setup, state);
  const profile = armyUnit(setup, unit.id);
  const straightOff = escapeDistance(setup.battlefield, profile, unit.models);
  let path: readonly (readonly ModelState[])[];
  if (brakeTurn === undefined) {
    path = flightPath(unit.models, straightOff);
  } else {
    checkBrakeTurn(setup, unit.id, brakeTurn, straightOff, sortie.brakeTurned === true);
    const atTurn = turned(
      unit.models.map((m) => forwards(m, brakeTurn.after)),
      brakeTurn.facing,
    );
    const rest = escapeDistance(setup.battlefield, profile, atTurn);
    path = turningFlight(unit.models, brakeTurn.after, brakeTurn.facing, rest).path;
  }
  unit.models = (path[path.length - 1] ?? unit.models).slice();
  const events = [event('escape', `${profile.name} flies off the battlefield`, { unit: unit.id })];
  return [
    ...events,
    ...reactionAfter(setup, state, 'secondReaction', path, () => returnToReserve(setup, state)),
  ];
}

/**
 * After the Engage Step: the Escape Step at once, or for a unit that may still
 * make its Brake Turn, a choice of how it flies off (the `escape` choice).
 */
export function toEscape(setup: GameSetup, state: GameState): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'engage');
  if (hasBrakeTurn(setup, activation.unit) && sortie.brakeTurned !== true) {
    if (state.units[activation.unit]?.annihilated !== true) {
      activation.sortie = { ...sortie, step: 'escape' };
      return [];
    }
  }
  return escape(setup, state);
}

/** The `escape` choice: only while the sortie waits at its Escape Step. */
export function chooseEscape(
  setup: GameSetup,
  state: GameState,
  brakeTurn?: BrakeTurn,
): GameEvent[] {
  if (state.activation?.sortie?.step !== 'escape') {
    throw new IllegalChoice(
      'rulebook p.51 D. Escape Step',
      'the Air Support Sortie is not waiting at its Escape Step',
    );
  }
  return escape(setup, state, brakeTurn);
}
