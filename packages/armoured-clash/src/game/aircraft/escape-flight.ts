import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { BankTurns, BrakeTurn } from '../choice.js';
import type { ModelState } from '../state.js';
import { type Flight, bankFlight } from './bank.js';
import { checkBrakeTurn, turned, turningFlight } from './brake-turn.js';
import { escapeDistance, flightPath, forwards } from './flight-path.js';

/** What the flying unit has made already in this Activation (or Interception Sortie): each once. */
export interface EscapeSoFar {
  /** glossary: Bank (X"): once during its Activation. */
  readonly banked: boolean;
  /** glossary: Brake Turn: once during its Activation. */
  readonly brakeTurned: boolean;
}

/**
 * rulebook p.51 D. Escape Step, flown by the active unit in its Air Support
 * Sortie or by an interceptor in its Interception Sortie (glossary:
 * Interceptor: "as though it were its Activation"): first along the Turning
 * Template with `bank` (glossary: Bank (X"), at the start of its Escape Step),
 * then straight forwards until every model has left the battlefield, or
 * (glossary: Brake Turn, during its Escape Step) `brakeTurn.after` inches, the
 * turn, then straight off. The flight's places (for the Reaction Step) and
 * where the models end it; refused with the rule broken.
 */
export function escapeFlight(
  setup: GameSetup,
  unitId: string,
  models: readonly ModelState[],
  soFar: EscapeSoFar,
  brakeTurn: BrakeTurn | undefined,
  bank: BankTurns | undefined,
): Flight {
  const profile = armyUnit(setup, unitId);
  const banked: Flight =
    bank === undefined
      ? { path: [models], end: models }
      : bankFlight(setup, unitId, models, bank, soFar.banked);
  const start = banked.end;
  const straightOff = escapeDistance(setup.battlefield, profile, start);
  let off: Flight;
  if (brakeTurn === undefined) {
    const path = flightPath(start, straightOff);
    off = { path, end: path.at(-1) ?? start };
  } else {
    checkBrakeTurn(setup, unitId, brakeTurn, straightOff, soFar.brakeTurned);
    const atTurn = turned(
      start.map((m) => forwards(m, brakeTurn.after)),
      brakeTurn.facing,
    );
    off = turningFlight(
      start,
      brakeTurn.after,
      brakeTurn.facing,
      escapeDistance(setup.battlefield, profile, atTurn),
    );
  }
  return { path: [...banked.path, ...off.path.slice(1)], end: off.end };
}
