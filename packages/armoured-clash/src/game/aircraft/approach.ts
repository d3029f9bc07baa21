import { EPSILON } from '@warroom/engine';
import type { GameSetup } from '../army.js';
import type { BankTurns, BrakeTurn, Choice } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, ModelState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { bankFlight } from './bank.js';
import { checkBrakeTurn, turned, turningFlight } from './brake-turn.js';
import { farthestOnTheBattlefield, flightPath, forwards } from './flight-path.js';
import { reactionAfter, sortieAt } from './sortie-flow.js';
import { awaitsCoveringFire } from '../commands/enemy-ends-move.js';
import { approachEndRefusal, tableWithout } from './approach-clearance.js';

/**
 * rulebook p.51 A. Approach Step (its detail lost in the rulebook's extracted
 * text, read from the rules summary v1.5): each model in the active unit moves
 * forwards in a straight line, any number of inches; at the end each model is
 * in Unit Coherency and faces the direction it moved. All models fly the same
 * distance, so they keep their formation and facing; the engine also keeps
 * every footprint on the battlefield (it leaves only in the Escape Step).
 */
const APPROACH = 'rulebook p.51 A. Approach Step';

/** The farthest models can fly forwards and stay on the battlefield. */
function farthest(setup: GameSetup, unitId: string, models: readonly ModelState[]): number {
  return farthestOnTheBattlefield(setup.battlefield, armyUnit(setup, unitId), models);
}

/** Refuses a straight leg of the approach that would leave the battlefield. */
function checkLeg(setup: GameSetup, unitId: string, models: readonly ModelState[], inches: number) {
  const limit = farthest(setup, unitId, models);
  if (inches > limit + EPSILON) {
    throw new IllegalChoice(
      APPROACH,
      `the unit can fly from 0" to ${limit.toFixed(2)}" forwards and stay on the battlefield, not ${inches}"`,
    );
  }
}

/**
 * The Approach Step's choices listed, every whole inch from 0 to the farthest
 * it can fly straight on, but those ending on or within 1" of other models
 * (`approachEndRefusal`); `approach` accepts any distance in between (and a
 * Brake Turn on the way, glossary: Brake Turn).
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
  let flight: { path: readonly (readonly ModelState[])[]; end: readonly ModelState[] };
  if (brakeTurn === undefined) {
    checkLeg(setup, unit.id, unit.models, inches);
    const path = flightPath(unit.models, inches);
    flight = { path, end: path[path.length - 1] ?? unit.models };
  } else {
    checkBrakeTurn(setup, unit.id, brakeTurn, inches, sortie.brakeTurned === true);
    checkLeg(setup, unit.id, unit.models, brakeTurn.after);
    const atTurn = turned(
      unit.models.map((m) => forwards(m, brakeTurn.after)),
      brakeTurn.facing,
    );
    checkLeg(setup, unit.id, atTurn, inches - brakeTurn.after);
    flight = turningFlight(
      unit.models,
      brakeTurn.after,
      brakeTurn.facing,
      inches - brakeTurn.after,
    );
    activation.sortie = { ...sortie, brakeTurned: true };
  }
  if (bank !== undefined) {
    const banked = bankFlight(setup, unit.id, flight.end, bank, false);
    flight = { path: [...flight.path, ...banked.path.slice(1)], end: banked.end };
    const now = activation.sortie ?? sortie;
    activation.sortie = { ...now, banked: true };
  }
  const staysPut = inches === 0 && brakeTurn === undefined && bank === undefined;
  const refusal = staysPut ? undefined : approachEndRefusal(setup, state, unit.id, flight.end);
  if (refusal !== undefined) throw refusal;
  unit.models = flight.end.slice();
  activation.moved = inches > 0 || (bank?.length ?? 0) > 0;
  const name = armyUnit(setup, unit.id).name;
  const bankText =
    bank === undefined ? '' : `, then Banks ${bank.length}" (turns ${bank.join(', ')})`;
  const turnText =
    (brakeTurn === undefined ? '' : `, making a Brake Turn after ${brakeTurn.after}"`) + bankText;
  const events = [
    event('approach', `${name} approaches ${inches.toFixed(1)}"${turnText}`, { unit: unit.id }),
  ];
  // rulebook p.37: the other General may first issue a Command as it ends its move (Covering Fire).
  activation.sortie = { ...(activation.sortie ?? sortie), path: flight.path };
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
