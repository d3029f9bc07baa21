import { EPSILON, degrees, normaliseAngle, radians } from '@warroom/engine';
import { TURNING_TEMPLATE } from '../../battlefield/movement/turning-template.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { BankTurns } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { ModelState } from '../state.js';
import { unitStep } from '../unit-rules.js';
import { checkFormation } from './bank-formation.js';
import { farthestOnTheBattlefield, flightPath } from './flight-path.js';

const BANK = 'glossary: Bank (X")';

/** The inches the unit may Bank (glossary: Bank (X"), game step sortieBank), or undefined without the rule. */
export function bankInches(setup: GameSetup, unitId: string): number | undefined {
  return unitStep(setup, unitId, 'sortieBank', undefined);
}

/** A flight's places, an inch apart, and where the models end it. */
export interface Flight {
  readonly path: readonly (readonly ModelState[])[];
  readonly end: readonly ModelState[];
}

/**
 * glossary: Bank (X") — each model moves along the Turning Template (rulebook
 * p.16; battlefield/movement/turning-template.ts): forwards one Navigation
 * Point (the template's spacing) per entry of `turns`, then turns there by the
 * entry's degrees. Every model makes the same moves, so the unit keeps its
 * formation; every footprint stays on the battlefield. Refused without the
 * rule, a second time in the Activation, further than X", or a turn wider than
 * the template's. Where the models end is not checked here: the Approach
 * checks its end as a whole (approach-flight.ts), `bankFlight` a Bank of its own.
 */
export function bankMoves(
  setup: GameSetup,
  unitId: string,
  models: readonly ModelState[],
  turns: BankTurns,
  alreadyBanked: boolean,
): Flight {
  const unit = armyUnit(setup, unitId);
  const name = unit.name;
  const x = bankInches(setup, unitId);
  if (x === undefined) throw new IllegalChoice(BANK, `${name} has no Bank`);
  if (alreadyBanked) throw new IllegalChoice(BANK, 'only once during its Activation');
  const spacing = TURNING_TEMPLATE.spacing;
  if (turns.length * spacing > x + EPSILON) {
    throw new IllegalChoice(
      BANK,
      `${name} may move up to ${x}" (${Math.floor(x / spacing)} Navigation Points), not ${turns.length * spacing}"`,
    );
  }
  const path: (readonly ModelState[])[] = [models];
  let now = models;
  for (const [point, turn] of turns.entries()) {
    if (Math.abs(radians(turn)) > TURNING_TEMPLATE.largestTurn + EPSILON) {
      throw new IllegalChoice(
        BANK,
        `at Navigation Point ${point + 1} it turns ${turn} degrees: the Turning Template allows ${degrees(TURNING_TEMPLATE.largestTurn)} either way`,
      );
    }
    if (farthestOnTheBattlefield(setup.battlefield, unit, now) < spacing - EPSILON) {
      throw new IllegalChoice(
        BANK,
        `at Navigation Point ${point + 1} a model would leave the battlefield`,
      );
    }
    const leg = flightPath(now, spacing);
    const reached = leg[leg.length - 1] ?? now;
    now = reached.map((m) => ({ ...m, facing: normaliseAngle(m.facing + radians(turn)) }));
    path.push(...leg.slice(1, -1), now);
  }
  return { path, end: now };
}

/**
 * A Bank as a move of its own (glossary: Bank (X"), at the start of the Escape
 * Step; or planned after a straight Approach, bank-plan.ts): `bankMoves`, then
 * refused where two of the unit's models end overlapping (each turns on its
 * own spot: checkFormation, rulebook p.10 Footprints).
 */
export function bankFlight(
  setup: GameSetup,
  unitId: string,
  models: readonly ModelState[],
  turns: BankTurns,
  alreadyBanked: boolean,
): Flight {
  const flight = bankMoves(setup, unitId, models, turns, alreadyBanked);
  checkFormation(armyUnit(setup, unitId), flight.end, 'Bank');
  return flight;
}
