import { EPSILON } from '@warroom/engine';
import { type Table, unitsWithin } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';

/**
 * Whether `unit` is within the distance a Command's Condition names
 * (`within`, inches; no distance named: always) of a unit that ended its move
 * (Covering Fire: "an enemy unit ends a move within 10" of one of your units"):
 * one of the units waiting (`state.enemyEndedMove.movers`: a Fall Back, a
 * Withdraw, a Vanguard free Advance), else the active unit; measured between
 * the closest models (rulebook, Measuring Distances).
 * `given`: the state's table, when the caller has it already.
 */
export function withinReach(
  setup: GameSetup,
  state: GameState,
  unit: string,
  within: number | undefined,
  given?: Table,
): boolean {
  if (within === undefined) return true;
  const active = state.activation?.unit;
  const movers = state.enemyEndedMove?.movers ?? (active === undefined ? [] : [active]);
  if (movers.length === 0 || movers.includes(unit)) return false;
  const table = given ?? tableOf(setup, state);
  if (!table.units.has(unit)) return false;
  return movers.some(
    (mover) => table.units.has(mover) && unitsWithin(table, mover, unit, within + EPSILON),
  );
}
