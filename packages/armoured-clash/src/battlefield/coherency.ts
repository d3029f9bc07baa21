import { EPSILON, type Point, type Shape, rotate, subtract, withinDistance } from '@warroom/engine';
import type { FormationBlock } from './arcs.js';
import { type Table, type TableModel, centreOfModel, modelsOf } from './table.js';

/** rulebook p.14: other models within 3" of the Officer, in either formation. */
export const COHERENCY_DISTANCE = 3;

/** Positions closer than this (inches) count as the same, for ranks and files. */
const PLACEMENT_TOLERANCE = 1e-3;

/** A way in which a unit is out of Unit Coherency. */
export interface CoherencyProblem {
  readonly model: string;
  readonly message: string;
}

/** A footprint's extent across (width) and along (depth) a facing. */
export function extentAlong(shape: Shape, facing: number): { width: number; depth: number } {
  if (shape.kind === 'circle') return { width: 2 * shape.radius, depth: 2 * shape.radius };
  const local = shape.points.map((p) => rotate(p, -facing));
  const xs = local.map((p) => p.x);
  const ys = local.map((p) => p.y);
  return { width: Math.max(...ys) - Math.min(...ys), depth: Math.max(...xs) - Math.min(...xs) };
}

/**
 * rulebook pp.14-15 Unit Coherency. Open Formation: every model within 3" of the
 * Officer. Close Formation besides: ranks of models facing the same way, in
 * contact side to side; every rank as wide as the front rank but the rear one;
 * each model behind the front rank directly behind a model of the rank ahead;
 * the Officer as close as possible to the centre of the front rank.
 */
export function coherencyProblems(table: Table, unitId: string): CoherencyProblem[] {
  const unit = table.units.get(unitId);
  if (unit === undefined) throw new RangeError(`unknown unit ${unitId}`);
  const models = modelsOf(table, unitId);
  const officer = models.find((m) => m.id === unit.officer);
  if (officer === undefined)
    return [{ model: unit.officer, message: `${unit.name} has no Officer on the table` }];
  const problems: CoherencyProblem[] = [];
  for (const model of models) {
    if (!withinDistance(model.footprint, officer.footprint, COHERENCY_DISTANCE + EPSILON)) {
      problems.push({
        model: model.id,
        message: `${model.id} is more than 3" from the Officer (rulebook p.14)`,
      });
    }
  }
  if (unit.formation === 'close') problems.push(...closeFormationProblems(models, officer));
  return problems;
}

function closeFormationProblems(
  models: readonly TableModel[],
  officer: TableModel,
): CoherencyProblem[] {
  const problems: CoherencyProblem[] = [];
  const { width, depth } = extentAlong(officer.footprint, officer.facing);
  const origin = centreOfModel(officer);
  const ranks = new Map<number, { model: TableModel; file: number }[]>();
  for (const model of models) {
    if (Math.abs(angleBetween(model.facing, officer.facing)) > 1e-6) {
      problems.push({
        model: model.id,
        message: `${model.id} does not face the same way as its unit (rulebook p.14)`,
      });
      continue;
    }
    const local = toLocal(centreOfModel(model), origin, officer.facing);
    const rank = -local.x / depth;
    const file = local.y / width;
    if (Math.abs(rank - Math.round(rank)) * depth > PLACEMENT_TOLERANCE || Math.round(rank) < 0) {
      problems.push({
        model: model.id,
        message: `${model.id} is not in a rank of the unit (rulebook p.14)`,
      });
      continue;
    }
    const row = ranks.get(Math.round(rank)) ?? [];
    row.push({ model, file });
    ranks.set(Math.round(rank), row);
  }
  const rankCount = Math.max(...ranks.keys()) + 1;
  const front = ranks.get(0) ?? [];
  for (let r = 0; r < rankCount; r++) {
    const row = (ranks.get(r) ?? []).sort((a, b) => a.file - b.file);
    if (row.length === 0) {
      problems.push({
        model: officer.id,
        message: `rank ${r + 1} of the unit is empty (rulebook p.14)`,
      });
      continue;
    }
    for (let i = 1; i < row.length; i++) {
      const gap = ((row[i]?.file ?? 0) - (row[i - 1]?.file ?? 0) - 1) * width;
      if (Math.abs(gap) > PLACEMENT_TOLERANCE) {
        problems.push({
          model: row[i]?.model.id ?? '',
          message: `${row[i]?.model.id ?? ''} is not in contact with the model beside it (rulebook p.14)`,
        });
      }
    }
    const rear = r === rankCount - 1;
    if (!rear && row.length !== front.length) {
      problems.push({
        model: row[0]?.model.id ?? '',
        message: `rank ${r + 1} has ${row.length} models, not ${front.length} like the front rank (rulebook p.14)`,
      });
    }
    if (rear && row.length > front.length) {
      problems.push({
        model: row[0]?.model.id ?? '',
        message: `the rear rank is wider than the front rank (rulebook p.14)`,
      });
    }
    if (r > 0) {
      const ahead = ranks.get(r - 1) ?? [];
      for (const { model, file } of row) {
        if (!ahead.some((a) => Math.abs(a.file - file) * width <= PLACEMENT_TOLERANCE)) {
          problems.push({
            model: model.id,
            message: `${model.id} is not directly behind a model of the rank ahead (rulebook p.14)`,
          });
        }
      }
    }
  }
  const files = front.map((f) => f.file).sort((a, b) => a - b);
  const centre = ((files[0] ?? 0) + (files[files.length - 1] ?? 0)) / 2;
  if (Math.abs(centre) > 0.5 + PLACEMENT_TOLERANCE) {
    problems.push({
      model: officer.id,
      message: `the Officer is not as close as possible to the centre of the front rank (rulebook p.14)`,
    });
  }
  return problems;
}

function toLocal(p: Point, origin: Point, facing: number): Point {
  return rotate(subtract(p, origin), -facing);
}

function angleBetween(a: number, b: number): number {
  return Math.atan2(Math.sin(a - b), Math.cos(a - b));
}

/**
 * rulebook p.15 Close Formation arcs: the block a Close Formation unit's ranks
 * fill, the rear rank counted as complete — what arcOfBlock measures from.
 */
export function formationBlock(table: Table, unitId: string): FormationBlock {
  const unit = table.units.get(unitId);
  const officer = table.models.find((m) => m.id === unit?.officer);
  if (unit === undefined || officer === undefined)
    throw new RangeError(`unit ${unitId} has no Officer on the table`);
  const { width, depth } = extentAlong(officer.footprint, officer.facing);
  const origin = centreOfModel(officer);
  const local = modelsOf(table, unitId).map((m) =>
    toLocal(centreOfModel(m), origin, officer.facing),
  );
  const left = Math.max(...local.map((p) => p.y)) + width / 2;
  const right = Math.min(...local.map((p) => p.y)) - width / 2;
  const front = depth / 2;
  const back = Math.min(...local.map((p) => p.x)) - depth / 2;
  const centre = rotate({ x: (front + back) / 2, y: (left + right) / 2 }, officer.facing);
  return {
    centre: { x: origin.x + centre.x, y: origin.y + centre.y },
    facing: officer.facing,
    width: left - right,
    depth: front - back,
  };
}
