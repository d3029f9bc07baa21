import { endFacing } from '../battlefield/movement/end-facing.js';
import type { UnitMove } from '../battlefield/movement/check-move.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { UnitState } from './state.js';

/**
 * Puts each model of a unit at the end of its path in a checked move, facing
 * as the move check placed it (battlefield/movement/end-facing.ts: as the path
 * says, by default unchanged; a Ponderous model along its last leg, rulebook
 * p.16).
 */
export function moveModels(setup: GameSetup, unitState: UnitState, move: UnitMove): void {
  const rules = { rules: armyUnit(setup, unitState.id).specialRules };
  const byModel = new Map(move.paths.map((p) => [p.model, p]));
  unitState.models = unitState.models.map((m) => {
    const path = byModel.get(m.id);
    const end = path?.waypoints[path.waypoints.length - 1];
    if (path === undefined || end === undefined) return m;
    return { ...m, x: end.x, y: end.y, facing: endFacing(rules, m.facing, path) };
  });
}
