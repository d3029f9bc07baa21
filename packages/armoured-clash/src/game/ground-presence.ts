import type { Side } from '../battlefield/table.js';
import type { GameState, UnitState } from './state.js';

/** A unit on the battlefield: deployed, not Annihilated, with models. */
export function onTheBattlefield(unit: UnitState): boolean {
  return unit.deployed && !unit.annihilated && unit.models.length > 0;
}

/** rulebook p.22 Zero Ground Presence: whether a General has a unit on the battlefield. */
export function hasGroundPresence(state: Pick<GameState, 'units'>, side: Side): boolean {
  return Object.values(state.units).some((u) => u.side === side && u.deployed && !u.annihilated);
}
