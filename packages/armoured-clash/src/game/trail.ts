import type { UnitMove } from '../battlefield/movement/check-move.js';
import { unitsMovedThrough } from '../battlefield/movement/moved-through.js';
import type { GameSetup } from './army.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { acquisitionRoute } from './acquisition-route.js';

/**
 * glossary: Trail — the enemy units a unit's move passes through, kept for its
 * Attack Step; only worked out for a unit with a Trail row (game step
 * targetAcquisition; read before it moves).
 */
export function enemiesMovedThroughForTrail(
  setup: GameSetup,
  state: GameState,
  move: UnitMove,
): string[] {
  const rows = armyUnit(setup, move.unit).armaments.rows;
  if (!rows.some((row) => row.attack === 'ranged' && acquisitionRoute(row).movedThrough)) return [];
  const side = state.units[move.unit]?.side;
  return unitsMovedThrough(tableOf(setup, state), move).filter(
    (id) => state.units[id]?.side !== side,
  );
}
