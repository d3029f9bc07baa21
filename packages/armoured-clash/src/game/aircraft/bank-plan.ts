import { TURNING_TEMPLATE } from '../../battlefield/movement/turning-template.js';
import type { GameSetup } from '../army.js';
import type { BankTurns, Choice } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { ActivationState, ModelState, UnitState } from '../state.js';
import type { TableState } from '../table-of.js';
import { approachEndRefusal } from './approach-clearance.js';
import { bankFlight, bankInches } from './bank.js';
import { forwards } from './flight-path.js';
import { interceptionOf } from './interception-state.js';

/**
 * glossary: Bank (X") — for a General planning a move (the bots): the unit
 * flying now (an Interception Sortie's interceptor, else the active unit),
 * whether it may still Bank in this Activation, and the Navigation Points X"
 * allows; undefined when it may not.
 */
export function bankAllowance(
  setup: GameSetup,
  activation: ActivationState | undefined,
): { readonly unit: string; readonly points: number } | undefined {
  const interception = interceptionOf(activation);
  const unit = interception?.unit ?? activation?.unit;
  if (unit === undefined) return undefined;
  const banked = interception === undefined ? activation?.sortie?.banked : interception.banked;
  const inches = bankInches(setup, unit);
  if (inches === undefined || banked === true) return undefined;
  const points = Math.floor(inches / TURNING_TEMPLATE.spacing);
  return points > 0 ? { unit, points } : undefined;
}

/**
 * Whether `turns` is a legal Bank for the unit whose models are `models`,
 * made after the Approach's straight `choice` (its inches; an Escape starts
 * where the models stand): glossary Bank (X"), as the engine checks it (its
 * models never left overlapping each other: bank-formation.ts); given
 * the game or a General's view (`table`), an Approach's Bank must also end
 * clear of other models (glossary: Flying, approach-clearance.ts).
 */
export function bankLegal(
  setup: GameSetup,
  unit: UnitState,
  choice: Choice,
  turns: BankTurns,
  table?: TableState,
): boolean {
  const inches = choice.kind === 'approach' ? choice.inches : 0;
  const from: readonly ModelState[] = unit.models.map((m) => forwards(m, inches));
  try {
    const { end } = bankFlight(setup, unit.id, from, turns, false);
    if (table === undefined || choice.kind !== 'approach') return true;
    return approachEndRefusal(setup, table, unit.id, end) === undefined;
  } catch (error) {
    if (error instanceof IllegalChoice) return false;
    throw error;
  }
}
