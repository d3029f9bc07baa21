import { type Point, rotate } from '@warroom/engine';
import { extentAlong } from '../coherency.js';
import { formUp } from '../form-up.js';
import { type Table, centreOfModel, modelsOf } from '../table.js';
import type { ModelPath, UnitMove } from './check-move.js';

/**
 * A rigid move: every model of the unit travels the same straight offset (its
 * formation kept as it is), optionally turning at the end by `turn` radians
 * about the Officer. Returns the move for checkMove.
 */
export function rigidMove(
  table: Table,
  unitId: string,
  offset: Point,
  limit: number,
  turn = 0,
): UnitMove {
  const unit = table.units.get(unitId);
  const officer = table.models.find((m) => m.id === unit?.officer);
  if (officer === undefined) throw new RangeError(`unit ${unitId} has no Officer on the table`);
  const pivot = centreOfModel(officer);
  const paths: ModelPath[] = modelsOf(table, unitId).map((model) => {
    const from = centreOfModel(model);
    const moved = { x: from.x + offset.x, y: from.y + offset.y };
    const around = rotate(
      { x: moved.x - pivot.x - offset.x, y: moved.y - pivot.y - offset.y },
      turn,
    );
    const to = { x: pivot.x + offset.x + around.x, y: pivot.y + offset.y + around.y };
    const waypoints = turn === 0 ? [from, to] : [from, moved, to];
    return { model: model.id, waypoints, facing: model.facing + turn };
  });
  return { unit: unitId, limit, paths };
}

/**
 * A move and re-formation: the Officer goes to `officerTo`, and the unit forms
 * up around it (formUp, as wide a front as it had) facing `facing`; each model
 * goes there in a straight line, or, given `via` (rulebook p.16: a move broken
 * into smaller straight moves), along the Officer's legs through those points,
 * each model keeping its place beside the Officer, then to its place.
 */
export function reformMove(
  table: Table,
  unitId: string,
  officerTo: Point,
  facing: number,
  limit: number,
  via: readonly Point[] = [],
): UnitMove {
  const unit = table.units.get(unitId);
  const models = modelsOf(table, unitId);
  const officer = models.find((m) => m.id === unit?.officer);
  if (unit === undefined || officer === undefined)
    throw new RangeError(`unit ${unitId} has no Officer on the table`);
  const { width, depth } = extentAlong(officer.footprint, officer.facing);
  const base = officer.footprint.kind === 'circle' ? { diameter: width } : { width, depth };
  const placements = formUp(
    { models: models.length, base, formation: unit.formation },
    officerTo,
    facing,
  );
  const ordered = [officer, ...models.filter((m) => m !== officer)];
  const pivot = centreOfModel(officer);
  const paths = ordered.map((model, i) => {
    const from = centreOfModel(model);
    const legs = via.map((p) => ({ x: p.x + from.x - pivot.x, y: p.y + from.y - pivot.y }));
    return { model: model.id, waypoints: [from, ...legs, placements[i]?.at ?? officerTo], facing };
  });
  return { unit: unitId, limit, paths };
}
