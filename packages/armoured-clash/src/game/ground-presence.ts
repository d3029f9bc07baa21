import type { Side } from '../battlefield/table.js';
import type { GameState } from './state.js';

/** rulebook p.22 Zero Ground Presence: whether a General has any unit on the battlefield. */
export function hasGroundPresence(state: Pick<GameState, 'units'>, side: Side): boolean {
  return Object.values(state.units).some((u) => u.side === side && u.deployed && !u.annihilated);
}
