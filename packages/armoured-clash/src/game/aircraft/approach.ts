import { EPSILON } from '@warroom/engine';
import type { GameSetup } from '../army.js';
import type { BankTurns, BrakeTurn, Choice } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import type { GameState, ModelState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { approachFlight, manoeuvreText } from './approach-flight.js';
import { farthestOnTheBattlefield, forwards } from './flight-path.js';
import { reactionAfter, sortieAt } from './sortie-flow.js';
import { awaitsCoveringFire } from '../commands/enemy-ends-move.js';
import { approachEndRefusal, tableWithout } from './approach-clearance.js';

/**
 * rulebook p.51 A. Approach Step (its detail lost in the rulebook's extracted
 * text, read from the rules summary v1.5): each model in the active unit moves
 * forwards in a straight line, as many inches as it chooses; at the end each
 * model is in Unit Coherency and faces the direction it moved. All models fly the same
 * distance, so they keep their formation and facing; the engine also keeps
 * every footprint on the battlefield (it leaves only in the Escape Step):
 * approach-flight.ts flies it. The farthest models can fly forwards and stay
 * on the battlefield.
 */
function farthest(setup: GameSetup, unitId: string, models: readonly ModelState[]): number {
  return farthestOnTheBattlefield(setup.battlefield, armyUnit(setup, unitId), models);
}

/**
 * The Approach Step's choices listed (the active unit's, or an interceptor's):
 * every whole inch from 0 to the farthest it can fly straight on, but those
 * ending on or within 1" of other models (`approachEndRefusal`); `approach`
 * also accepts a distance in between, a Brake Turn on the way and a Bank at
 * its end, when the flight ends clear too (approach-flight.ts).
 */
export function approachOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  const models = state.units[unitId]?.models ?? [];
  const whole = Math.floor(Math.max(0, farthest(setup, unitId, models)) + EPSILON);
  const table = tableWithout(setup, state, unitId);
  const options: Choice[] = [];
  for (let inches = 0; inches <= whole; inches++) {
    const end = models.map((m) => forwards(m, inches));
    if (inches === 0 || approachEndRefusal(setup, state, unitId, end, table) === undefined) {
      options.push({ kind: 'approach', inches });
    }
  }
  return options;
}

/** rulebook p.51 A. Approach Step (and at its end a Bank, glossary: Bank (X")), then B. Reaction Step or the Engage Step. */
export function approach(
  setup: GameSetup,
  state: GameState,
  inches: number,
  brakeTurn?: BrakeTurn,
  bank?: BankTurns,
): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'approach');
  const unit = state.units[activation.unit];
  if (unit === undefined) return [];
  const manoeuvre = { inches, brakeTurn, brakeTurned: sortie.brakeTurned === true, bank };
  const flight = approachFlight(setup, state, unit.id, unit.models, manoeuvre);
  // rulebook p.51 B. Reaction Step: the flight's places kept for the Reaction Steps.
  activation.sortie = {
    ...sortie,
    ...(brakeTurn === undefined ? {} : { brakeTurned: true }),
    ...(bank === undefined ? {} : { banked: true }),
    path: flight.path,
  };
  unit.models = flight.end.slice();
  activation.moved = inches > 0 || (bank?.length ?? 0) > 0;
  const name = armyUnit(setup, unit.id).name;
  const events = [
    event('approach', `${name} approaches ${inches.toFixed(1)}"${manoeuvreText(manoeuvre)}`, {
      unit: unit.id,
    }),
  ];
  // rulebook p.37: the other General may first issue a Command as it ends its move (Covering Fire).
  const covering = awaitsCoveringFire(setup, state, {
    endsActivation: false,
    goesOn: 'sortieApproach',
  });
  return [...events, ...(covering ?? sortieReactionFollows(setup, state))];
}

/** After the Approach Step's move (its path kept in the sortie): B. Reaction Step, or the Engage Step at once. */
export function sortieReactionFollows(setup: GameSetup, state: GameState): GameEvent[] {
  const path = state.activation?.sortie?.path ?? [];
  return reactionAfter(setup, state, 'firstReaction', path, () => []);
}
