import { endActivation } from '../activation-end.js';
import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { ActivationState, GameState, ModelState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import type { Sortie, SortieStep } from './sortie-state.js';
import { sortieReactors } from './sortie-reactors.js';
import { interceptors } from './interceptors.js';
import { mayStillReact } from './reaction-limit.js';

/** The active unit's Activation and its sortie, when the sortie is at `step`; else the choice is refused. */
export function sortieAt(
  state: GameState,
  ...steps: readonly SortieStep[]
): { activation: ActivationState; sortie: Sortie } {
  const activation = state.activation;
  const sortie = activation?.sortie;
  if (activation === undefined || sortie === undefined || !steps.includes(sortie.step)) {
    throw new IllegalChoice(
      'rulebook p.50 Activating Aircraft',
      `the Air Support Sortie is not at its ${steps.join(' or ')} step`,
    );
  }
  return { activation, sortie };
}

/** rulebook p.51 C. Engage Step: the sortie's attack, in the Activation's Attack Step. */
export function toEngage(activation: ActivationState, sortie: Sortie): void {
  activation.sortie = { ...sortie, step: 'engage' };
  activation.step = 'attack';
}

/**
 * rulebook p.51 D. Escape Step, once any Opportunity Fire has been resolved:
 * the unit returns to its General's Reserve (it can be deployed again in the
 * next Round), and its Activation ends.
 */
export function returnToReserve(setup: GameSetup, state: GameState): GameEvent[] {
  const { activation } = sortieAt(state, 'engage', 'escape', 'secondReaction');
  const unit = state.units[activation.unit];
  if (unit === undefined) return [];
  activation.sortie = undefined;
  const events: GameEvent[] = [];
  if (!unit.annihilated) {
    unit.returnedModels = unit.models.length;
    unit.models = [];
    unit.deployed = false;
    unit.inReserve = true;
    events.push(
      event('returnToReserve', `${armyUnit(setup, unit.id).name} returns to Reserve`, {
        unit: unit.id,
      }),
    );
  }
  return [...events, ...endActivation(setup, state)];
}

/**
 * After the Approach or the Escape Step's move along `path`: the Reaction Step
 * that follows it when the opposing General has a unit that may declare
 * Opportunity Fire (rulebook p.51), or `otherwise` at once.
 */
export function reactionAfter(
  setup: GameSetup,
  state: GameState,
  reaction: 'firstReaction' | 'secondReaction',
  path: readonly (readonly ModelState[])[],
  otherwise: () => GameEvent[],
): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'approach', 'engage', 'escape');
  const next: Sortie = { ...sortie, step: reaction, path };
  activation.sortie = next;
  // glossary: Interceptor: an Intercept may be issued in the first Reaction Step instead of Opportunity Fire.
  const mayAct = sortieReactors(setup, state).length > 0 || interceptors(setup, state).length > 0;
  if (mayStillReact(setup, activation.unit, next) && mayAct) return [];
  if (reaction === 'firstReaction') toEngage(activation, next);
  else activation.sortie = { ...next, step: sortie.step };
  return otherwise();
}
