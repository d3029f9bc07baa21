import type { UnitMove } from '../battlefield/movement/check-move.js';
import type { UnitState } from './state.js';

/** Puts each model of a unit at the end of its path in a checked move, facing as the path says. */
export function moveModels(unitState: UnitState, move: UnitMove): void {
  const byModel = new Map(move.paths.map((p) => [p.model, p]));
  unitState.models = unitState.models.map((m) => {
    const path = byModel.get(m.id);
    const end = path?.waypoints[path.waypoints.length - 1];
    return end === undefined ? m : { ...m, x: end.x, y: end.y, facing: path?.facing ?? m.facing };
  });
}
