import { EPSILON } from '@warroom/engine';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { BankTurns, BrakeTurn } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, ModelState } from '../state.js';
import { approachEndRefusal } from './approach-clearance.js';
import { type Flight, bankMoves } from './bank.js';
import { checkFormation } from './bank-formation.js';
import { checkBrakeTurn, turned, turningFlight } from './brake-turn.js';
import { farthestOnTheBattlefield, flightPath, forwards } from './flight-path.js';

const APPROACH = 'rulebook p.51 A. Approach Step';

/** How an Approach Step is flown: its inches, a Brake Turn on the way, then a Bank at its end. */
export interface ApproachManoeuvre {
  readonly inches: number;
  readonly brakeTurn?: BrakeTurn | undefined;
  /** Whether the unit has made its Brake Turn already in this Activation (glossary: Brake Turn: once). */
  readonly brakeTurned: boolean;
  readonly bank?: BankTurns | undefined;
}

/**
 * Refuses a straight leg of the approach that would fly backwards or leave the
 * battlefield. A leg of 0" leaves the unit where it stands, always allowed
 * (nothing flies it off; an interceptor's turn keeps it on the battlefield:
 * interception-turn.ts).
 */
function checkLeg(
  setup: GameSetup,
  unitId: string,
  models: readonly ModelState[],
  inches: number,
): void {
  if (inches === 0) return;
  const limit = farthestOnTheBattlefield(setup.battlefield, armyUnit(setup, unitId), models);
  if (inches < 0 || inches > limit + EPSILON) {
    throw new IllegalChoice(
      APPROACH,
      `the unit can fly from 0" to ${limit.toFixed(2)}" forwards and stay on the battlefield, not ${inches}"`,
    );
  }
}

/** The straight flight, or the flight with its Brake Turn `after` inches (glossary: Brake Turn). */
function straightOrTurning(
  setup: GameSetup,
  unitId: string,
  models: readonly ModelState[],
  { inches, brakeTurn, brakeTurned }: ApproachManoeuvre,
): Flight {
  if (brakeTurn === undefined) {
    checkLeg(setup, unitId, models, inches);
    const path = flightPath(models, inches);
    return { path, end: path.at(-1) ?? models };
  }
  checkBrakeTurn(setup, unitId, brakeTurn, inches, brakeTurned);
  checkLeg(setup, unitId, models, brakeTurn.after);
  const atTurn = turned(
    models.map((m) => forwards(m, brakeTurn.after)),
    brakeTurn.facing,
  );
  checkLeg(setup, unitId, atTurn, inches - brakeTurn.after);
  return turningFlight(models, brakeTurn.after, brakeTurn.facing, inches - brakeTurn.after);
}

/**
 * rulebook p.51 A. Approach Step, flown by the active unit in its Air Support
 * Sortie or by an interceptor in its Interception Sortie (glossary: Interceptor:
 * "as though it were its Activation", so the same rules): straight forwards,
 * staying on the battlefield; a Brake Turn on the way (glossary: Brake Turn,
 * once in the Activation); then a Bank along the Turning Template (glossary:
 * Bank (X"), at the end of the Approach Step). Where the flight ends, after a
 * Brake Turn or a Bank (each turns the models on their own spots), no two of
 * the unit's models may overlap (rulebook p.10 Footprints, p.16 Moving a Unit:
 * `checkFormation`, naming the last of them made); and it must be clear of
 * other models (glossary: Flying; `approachEndRefusal`), but a flight of 0"
 * with neither Brake Turn nor Bank, which leaves the unit where it stands. The
 * flight's places (for the Reaction Steps) and its end; refused with the rule
 * broken.
 */
export function approachFlight(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  models: readonly ModelState[],
  manoeuvre: ApproachManoeuvre,
): Flight {
  let flight = straightOrTurning(setup, unitId, models, manoeuvre);
  const { inches, brakeTurn, bank } = manoeuvre;
  if (bank !== undefined) {
    const banked = bankMoves(setup, unitId, flight.end, bank, false);
    flight = { path: [...flight.path, ...banked.path.slice(1)], end: banked.end };
  }
  const lastTurn = bank !== undefined ? 'Bank' : brakeTurn !== undefined ? 'Brake Turn' : undefined;
  if (lastTurn !== undefined) checkFormation(armyUnit(setup, unitId), flight.end, lastTurn);
  const staysPut = inches === 0 && brakeTurn === undefined && bank === undefined;
  const refusal = staysPut ? undefined : approachEndRefusal(setup, state, unitId, flight.end);
  if (refusal !== undefined) throw refusal;
  return flight;
}

/** The event's words for the Brake Turn and Bank of an Approach, after its inches ("" for none). */
export function manoeuvreText({ brakeTurn, bank }: ApproachManoeuvre): string {
  const turn = brakeTurn === undefined ? '' : `, making a Brake Turn after ${brakeTurn.after}"`;
  const banks = bank === undefined ? '' : `, then Banks ${bank.length}" (turns ${bank.join(', ')})`;
  return turn + banks;
}
