import { type Table, type TableModel, type TableUnit, centreOfModel } from './table.js';
import { type TerrainPiece, hasFeature, hillSizeAt } from './terrain.js';
import { centreOf } from '@warroom/engine';

/**
 * rulebook p.40 Mixed Sizes: when models of a unit differ in Size because of
 * terrain (Hills), the unit's Size is that of the majority of its models; on a
 * tie, the lower Size.
 */
export function unitSize(table: Table, unitId: string): number {
  const unit = table.units.get(unitId);
  if (unit === undefined) throw new RangeError(`unknown unit ${unitId}`);
  const counts = new Map<number, number>();
  for (const model of table.models) {
    if (model.unit !== unitId) continue;
    const size = modelSize(table, unit, model);
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  let best = unit.size;
  let bestCount = 0;
  for (const [size, count] of counts) {
    if (count > bestCount || (count === bestCount && size < best)) {
      best = size;
      bestCount = count;
    }
  }
  return best;
}

/**
 * rulebook p.10 Size and p.42 Hills: a model's Size is its unit's, plus the
 * Size of the Hill its centre point stands on.
 */
export function modelSize(table: Table, unit: TableUnit, model: TableModel): number {
  return unit.size + hillSizeAt(table.terrain, centreOfModel(model));
}

/**
 * rulebook p.42 Hills: a Terrain feature on a Hill (its centre point on it)
 * has its Size increased by the Hill's Size.
 */
export function terrainSize(terrain: readonly TerrainPiece[], piece: TerrainPiece): number {
  return piece.size + (hasFeature(piece, 'hill') ? 0 : hillSizeAt(terrain, centreOf(piece.area)));
}

// A battlefield's terrain never changes within one table: each piece's Size is worked out once per list.
const sizesOf = new WeakMap<readonly TerrainPiece[], readonly number[]>();

/** Every piece's Size as terrainSize gives it, in the list's order (read by each move and sight index). */
export function terrainSizes(terrain: readonly TerrainPiece[]): readonly number[] {
  let sizes = sizesOf.get(terrain);
  if (sizes === undefined) {
    sizes = terrain.map((piece) => terrainSize(terrain, piece));
    sizesOf.set(terrain, sizes);
  }
  return sizes;
}

/**
 * rulebook p.35 Wrecks: a Wrecked model stays on the battlefield as Blocking
 * Terrain, of its unit's Size.
 */
export function wreckOf(model: TableModel, size: number): TerrainPiece {
  return {
    id: `wreck of ${model.id}`,
    name: `the wreck of ${model.id}`,
    area: model.footprint,
    size,
    features: ['blocking'],
  };
}
