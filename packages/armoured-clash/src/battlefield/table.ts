import type { Soaring } from '../rules/soaring.js';
import { type Point, type Shape, centreOf, distanceBetween, withinDistance } from '@warroom/engine';
import type { UnitType } from '../profile/unit-type.js';
import type { RuleRef } from '../rules/rule-ref.js';
import type { TerrainPiece } from './terrain.js';

/** The two Generals of a game. */
export type Side = 'a' | 'b';

/** A unit on the table, as geometry needs it. */
export interface TableUnit {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly type: UnitType;
  /** The Size on its profile (rulebook p.10). */
  readonly size: number;
  readonly formation: 'close' | 'open';
  /** Its special rules (Large, Bulwark, Flying, Shrouded, ...). */
  readonly rules: readonly RuleRef[];
  /** The id of its Officer model. */
  readonly officer: string;
  /** The Defensible Building it Garrisons (a terrain piece id): then it has no models on the table. */
  readonly garrisoning?: string;
  /** glossary: Trap — a Trap attack may be made against it (game/trap-cover.ts). */
  readonly trapExposed?: true;
  /** glossary: Pathfinders — guided in this Movement Step: Difficult and Dense Terrain are Open to it. */
  readonly pathfound?: true;
  /** It controls Strategic Objectives though not Infantry or Cavalry (glossary: Strongpoint; game/strongpoint.ts). */
  readonly controlsObjectives?: true;
  /**
   * glossary: Soar (X"): it Soars, and is what the rule makes it (its `size`
   * is then the rule's): moving, it treats all Terrain and enemy units as Open
   * Terrain, but cannot end in Impassable or Blocking Terrain.
   */
  readonly soaring?: Soaring;
}

/** A model placed on the table. */
export interface TableModel {
  readonly id: string;
  readonly unit: string;
  readonly footprint: Shape;
  /** The direction it faces, radians counter-clockwise from +x. */
  readonly facing: number;
}

/** Everything on the battlefield that measuring and Line of Sight look at. */
export interface Table {
  readonly width: number;
  readonly depth: number;
  readonly terrain: readonly TerrainPiece[];
  readonly units: ReadonlyMap<string, TableUnit>;
  readonly models: readonly TableModel[];
}

/** rulebook p.11 Arcs: a model's centre point (its base's centre). */
export function centreOfModel(model: TableModel): Point {
  return centreOf(model.footprint);
}

export function unitOf(table: Table, model: TableModel): TableUnit {
  const unit = table.units.get(model.unit);
  if (unit === undefined)
    throw new RangeError(`model ${model.id} belongs to unknown unit ${model.unit}`);
  return unit;
}

export function modelsOf(table: Table, unitId: string): TableModel[] {
  return table.models.filter((model) => model.unit === unitId);
}

/** Whether two units stand within `inches` of each other: their closest models (rulebook p.11), stopping at the first pair close enough. */
export function unitsWithin(table: Table, a: string, b: string, inches: number): boolean {
  const from = modelsOf(table, a);
  const to = modelsOf(table, b);
  for (const m of from)
    for (const n of to) if (withinDistance(m.footprint, n.footprint, inches)) return true;
  return false;
}

/** rulebook p.11: the distance between two units is between their closest models. */
export function distanceBetweenUnits(table: Table, a: string, b: string): number {
  const from = modelsOf(table, a);
  const to = modelsOf(table, b);
  let closest = Number.POSITIVE_INFINITY;
  for (const m of from)
    for (const n of to) closest = Math.min(closest, distanceBetween(m.footprint, n.footprint));
  return closest;
}
