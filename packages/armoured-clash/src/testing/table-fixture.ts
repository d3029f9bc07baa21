import { type Point, type Shape, circle, point, rectangle } from '@warroom/engine';
import type { Side, Table, TableModel, TableUnit } from '../battlefield/table.js';
import type { TerrainFeature, TerrainPiece } from '../battlefield/terrain.js';
import type { UnitType } from '../profile/unit-type.js';
import type { RuleRef } from '../rules/rule-ref.js';

/** A unit (one model, or more with `more`) facing `facing` degrees, on a 1" square base unless told otherwise. */
export interface SoloUnit {
  readonly id: string;
  readonly side: Side;
  readonly at: Point;
  readonly facing?: number;
  readonly size?: number;
  readonly type?: UnitType;
  readonly rules?: readonly RuleRef[];
  readonly footprint?: Shape;
  /** Where further models of the unit stand (same base and facing). */
  readonly more?: readonly Point[];
}

/** A battlefield 48" square holding the given one-model units and terrain. */
export function aTable(units: readonly SoloUnit[], terrain: readonly TerrainPiece[] = []): Table {
  const tableUnits = new Map<string, TableUnit>();
  const models: TableModel[] = [];
  for (const u of units) {
    tableUnits.set(u.id, {
      id: u.id,
      name: u.id,
      side: u.side,
      type: u.type ?? 'armour',
      size: u.size ?? 1,
      formation: 'open',
      rules: u.rules ?? [],
      officer: `${u.id}-1`,
    });
    const facing = ((u.facing ?? 0) * Math.PI) / 180;
    models.push({
      id: `${u.id}-1`,
      unit: u.id,
      footprint: u.footprint ?? rectangle(u.at, 1, 1, facing),
      facing,
    });
    (u.more ?? []).forEach((at, i) => {
      models.push({
        id: `${u.id}-${i + 2}`,
        unit: u.id,
        footprint: rectangle(at, 1, 1, facing),
        facing,
      });
    });
  }
  return { width: 48, depth: 48, terrain, units: tableUnits, models };
}

/** A square piece of terrain of side `side`" centred on `at`. */
export function aPiece(
  id: string,
  at: Point,
  side: number,
  size: number,
  features: readonly TerrainFeature[],
): TerrainPiece {
  return { id, name: id, area: rectangle(at, side, side, 0), size, features };
}

/** A round piece of terrain. */
export function aRoundPiece(
  id: string,
  at: Point,
  radius: number,
  size: number,
  features: readonly TerrainFeature[],
): TerrainPiece {
  return { id, name: id, area: circle(at, radius), size, features };
}

export function model(table: Table, unitId: string): TableModel {
  const found = table.models.find((m) => m.unit === unitId);
  if (found === undefined) throw new RangeError(`no model of ${unitId}`);
  return found;
}

export { point };
