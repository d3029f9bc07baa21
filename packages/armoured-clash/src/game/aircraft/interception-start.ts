import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent, event } from '../events.js';
import type { GameState, ModelState } from '../state.js';
import { sortieAt, toEngage } from './sortie-flow.js';

const RULE = 'glossary: Interceptor';

/** A model turned to face a point, where it stands. */
function facingTowards(model: ModelState, x: number, y: number): number {
  return Math.atan2(y - model.y, x - model.x);
}

/**
 * glossary: Interceptor — the Intercept received: the Interception Sortie
 * starts. Its Officer turns to face the active enemy unit's Officer, every
 * other model to the same direction; then its Approach Step.
 */
export function interceptionStarts(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'firstReaction');
  const unit = state.units[unitId];
  const active = state.units[activation.unit];
  const officer = unit?.models.find((m) => m.id === unit.officer);
  const target = active?.models.find((m) => m.id === active.officer);
  if (unit === undefined || officer === undefined || target === undefined) return [];
  const facing = facingTowards(officer, target.x, target.y);
  unit.models = unit.models.map((m) => ({ ...m, facing }));
  activation.sortie = {
    ...sortie,
    actedIn: sortie.actedIn + 1,
    interception: { unit: unitId, step: 'approach' },
  };
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
  const { activation, sortie } = sortieAt(state, 'firstReaction');
  toEngage(activation, { ...sortie, actedIn: sortie.actedIn + 1 });
  return [
    event(
      'interception',
      `The Intercept fails: ${armyUnit(setup, unitId).name} makes no Interception Sortie and the Reaction Step ends (${RULE})`,
      { unit: unitId },
    ),
  ];
}
