import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent, event } from '../events.js';
import type { ActivationState, GameState, ModelState } from '../state.js';
import { reactionStepEnds } from '../opportunity-fire.js';
import { tableOf } from '../table-of.js';
import { setInterception } from './interception-state.js';
import { turnedToIntercept } from './interception-turn.js';
import { sortieAt, toEngage } from './sortie-flow.js';

const RULE = 'glossary: Interceptor';

/** A model turned to face a point, where it stands. */
function facingTowards(model: ModelState, x: number, y: number): number {
  return Math.atan2(y - model.y, x - model.x);
}

/**
 * glossary: Interceptor — the Intercept received: the Interception Sortie
 * starts. Its Officer turns to face the active enemy unit's Officer, every
 * other model to the same direction, each where it stands and none left
 * overlapping another (interception-turn.ts); then its Approach Step. It counts as the
 * General acting in the Reaction Step (glossary: Supercharger; in a ground
 * Activation, as Opportunity Fire declared: our reading of "instead of").
 */
export function interceptionStarts(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): GameEvent[] {
  const activation = firstReactionOf(state);
  const unit = state.units[unitId];
  const active = state.units[activation.unit];
  const officer = unit?.models.find((m) => m.id === unit.officer);
  const target = active?.models.find((m) => m.id === active.officer);
  if (unit === undefined || officer === undefined || target === undefined) return [];
  const facing = facingTowards(officer, target.x, target.y);
  // Each model turned on the spot, kept on the battlefield and clear of other models (interception-turn.ts).
  const others = tableOf(setup, state)
    .models.filter((m) => m.unit !== unitId)
    .map((m) => m.footprint);
  unit.models = turnedToIntercept(armyUnit(setup, unitId), unit.models, officer.id, facing, {
    battlefield: setup.battlefield,
    others,
  });
  const sortie = activation.sortie;
  if (sortie !== undefined) activation.sortie = { ...sortie, actedIn: sortie.actedIn + 1 };
  else activation.opportunityFireUsed = true;
  setInterception(activation, { unit: unitId, step: 'approach' });
  return [
    event(
      'interception',
      `${armyUnit(setup, unitId).name} makes an Interception Sortie against ${armyUnit(setup, activation.unit).name} (${RULE})`,
      { unit: unitId },
    ),
  ];
}

/** glossary: Interceptor — the Intercept failed through Interference: the Reaction Step ends at once. */
export function interceptFails(setup: GameSetup, state: GameState, unitId: string): GameEvent[] {
  const activation = firstReactionOf(state);
  const sortie = activation.sortie;
  const ended =
    sortie === undefined
      ? reactionStepEnds(setup, state)
      : (toEngage(activation, { ...sortie, actedIn: sortie.actedIn + 1 }), []);
  return [
    event(
      'interception',
      `The Intercept fails: ${armyUnit(setup, unitId).name} makes no Interception Sortie and the Reaction Step ends (${RULE})`,
      { unit: unitId },
    ),
    ...ended,
  ];
}

/** The Activation whose first Reaction Step is open: an Air Support Sortie's, or a ground one's (a Soaring unit). */
function firstReactionOf(state: GameState): ActivationState {
  const activation = state.activation;
  if (activation?.sortie === undefined && activation?.reaction === 'first') return activation;
  return sortieAt(state, 'firstReaction').activation;
}
