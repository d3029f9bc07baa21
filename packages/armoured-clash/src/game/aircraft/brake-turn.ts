import { radians } from '@warroom/engine';
import type { GameSetup } from '../army.js';
import type { BrakeTurn } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { ModelState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { flightPath } from './flight-path.js';
import { sortieTraits } from './sortie-traits.js';

const BRAKE_TURN = 'glossary: Brake Turn';

/** Whether the unit has Brake Turn (glossary: Brake Turn; game step airSupportSortie). */
export function hasBrakeTurn(setup: GameSetup, unitId: string): boolean {
  return sortieTraits(setup, unitId).brakeTurn;
}

/**
 * glossary: Brake Turn — once per Activation, during its Approach or Escape
 * Step, the Officer rotates to face a direction of its choosing, then every other model to
 * face the same; it may be done in the middle of the move. Refused for a unit
 * without the rule, for a second turn in the Activation, or a turn after more
 * inches than the move has.
 */
export function checkBrakeTurn(
  setup: GameSetup,
  unitId: string,
  turn: BrakeTurn,
  inches: number,
  alreadyTurned: boolean,
): void {
  if (!hasBrakeTurn(setup, unitId)) {
    throw new IllegalChoice(BRAKE_TURN, `${armyUnit(setup, unitId).name} has no Brake Turn`);
  }
  if (alreadyTurned) throw new IllegalChoice(BRAKE_TURN, 'only once per Activation');
  if (turn.after > inches) {
    throw new IllegalChoice(BRAKE_TURN, `the turn comes after ${turn.after}" of a ${inches}" move`);
  }
}

/**
 * The models turned in place to face `facing` degrees (glossary: Brake Turn),
 * which can leave two of them overlapping. Our reading (rulebook p.10
 * Footprints, p.16 Moving a Unit: only where a move ends counts, and Flying
 * models pass through models): an Approach refuses an end with the unit's
 * models overlapping (approach-flight.ts, bank-formation.ts `checkFormation`);
 * a turn during the Escape Step needs no check, the unit flying on until
 * every model has left the battlefield.
 */
export function turned(models: readonly ModelState[], facing: number): ModelState[] {
  return models.map((m) => ({ ...m, facing: radians(facing) }));
}

/** A flight of two straight legs: `first` inches, the Brake Turn to `facing` degrees, then `second` inches. */
export function turningFlight(
  models: readonly ModelState[],
  first: number,
  facing: number,
  second: number,
): { path: readonly (readonly ModelState[])[]; end: readonly ModelState[] } {
  const beforeTurn = flightPath(models, first);
  const atTurn = turned(beforeTurn[beforeTurn.length - 1] ?? models, facing);
  const afterTurn = flightPath(atTurn, second);
  return { path: [...beforeTurn, ...afterTurn], end: afterTurn[afterTurn.length - 1] ?? atTurn };
}
