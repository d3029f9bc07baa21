import type { GameState } from '../state.js';
import { passengerOf } from './aboard.js';

/**
 * The Infantry models Embarked on a Transport unit now (rulebook p.46
 * Transport Capacity): its Embarked unit's, none when it is Unoccupied or the
 * Embarked unit was Annihilated.
 */
export function modelsAboard(state: GameState, transportId: string): number {
  return passengerOf(state, transportId)?.embarked?.models ?? 0;
}
