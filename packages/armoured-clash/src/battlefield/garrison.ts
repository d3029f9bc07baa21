import {
  EPSILON,
  type Point,
  type Shape,
  centreOf,
  distanceBetween,
  forEachEdge,
} from '@warroom/engine';
import type { SightModel } from './sight-index.js';
import { type Table, type TableModel, type TableUnit, modelsOf } from './table.js';
import { type TerrainPiece, hillSizeAt } from './terrain.js';
import { sightTraitsOf } from './unit-traits.js';

/** How finely a building's outline is walked for lines of sight to or from any part of it (inches). */
const OUTLINE_STEP = 0.25;

/** The Defensible Building a unit Garrisons. */
export function buildingOf(table: Table, unit: TableUnit): TerrainPiece | undefined {
  return unit.garrisoning === undefined
    ? undefined
    : table.terrain.find((piece) => piece.id === unit.garrisoning);
}

/**
 * rulebook p.44 Garrisoned Units: the unit occupies the building's entire
 * Footprint and has its Size. It stands on the table as one model: the building.
 */
export function garrisonModel(table: Table, unit: TableUnit): TableModel | undefined {
  const building = buildingOf(table, unit);
  if (building === undefined) return undefined;
  return { id: unit.officer, unit: unit.id, footprint: building.area, facing: 0 };
}

/**
 * The models a unit stands on the table with: its own, or the building it
 * Garrisons (rulebook p.44: it occupies the building's entire Footprint; p.45
 * Storming a Building: it is Charged as though the building were a unit).
 */
export function standingModels(table: Table, unitId: string): TableModel[] {
  const unit = table.units.get(unitId);
  const building = unit === undefined ? undefined : garrisonModel(table, unit);
  return building === undefined ? modelsOf(table, unitId) : [building];
}

/** rulebook p.11: the distance between two units, between their closest models or a Garrison's building. */
export function distanceBetweenStanding(table: Table, a: string, b: string): number {
  const to = standingModels(table, b);
  let closest = Number.POSITIVE_INFINITY;
  for (const m of standingModels(table, a))
    for (const n of to) closest = Math.min(closest, distanceBetween(m.footprint, n.footprint));
  return closest;
}

/**
 * Why a unit cannot Garrison a building now, or undefined if it can (rulebook
 * pp.30, 43); a Wrecked one only when `mayGarrisonWrecked` (glossary: Occupy,
 * game step garrisonsWrecked).
 */
export function garrisonProblem(
  table: Table,
  unitId: string,
  buildingId: string,
  mayGarrisonWrecked = false,
): string | undefined {
  const unit = table.units.get(unitId);
  const building = table.terrain.find((piece) => piece.id === buildingId);
  if (unit === undefined || building === undefined)
    return `no unit ${unitId} or building ${buildingId}`;
  if (building.defensible === undefined)
    return `${building.name} is not a Defensible Building (rulebook p.43)`;
  if (unit.type !== 'infantry')
    return `only Infantry units can Garrison a building (rulebook p.30)`;
  if (building.defensible.wrecked === true && !mayGarrisonWrecked)
    return `${building.name} is Wrecked: only a unit with Occupy can Garrison it (glossary: Demolition, Occupy)`;
  if ([...table.units.values()].some((u) => u.garrisoning === buildingId)) {
    return `${building.name} is Occupied: it holds a single unit (rulebook p.43 Building Capacity)`;
  }
  const models = modelsOf(table, unitId);
  const limit = building.defensible.modelLimit;
  if (limit !== undefined && models.length > limit) {
    return `${building.name} holds at most ${limit} models (rulebook p.43 Imposing Edifices)`;
  }
  const near = models.some(
    (m) => distanceBetween(m.footprint, building.area) <= GARRISON_REACH + EPSILON,
  );
  if (!near) return `${building.name} is not within 3" of ${unit.name} (rulebook p.30 Garrison)`;
  return undefined;
}

/** rulebook p.30 Garrison: an unoccupied Defensible Building within 3". */
export const GARRISON_REACH = 3;

/** The sight model of a Garrisoned unit's stand-in model, if `model` is one. */
export function garrisonSightModel(table: Table, model: TableModel): SightModel | undefined {
  const unit = table.units.get(model.unit);
  const building = unit === undefined ? undefined : buildingOf(table, unit);
  if (unit === undefined || building === undefined) return undefined;
  const centre = building.defensible?.centre ?? centreOf(building.area);
  // Its rules, read at the game step lineOfSightDrawn: a building has no arcs and does not fly.
  const { bulwark, walls, pioneers } = sightTraitsOf(unit);
  return {
    model,
    unit,
    centre,
    box: { minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity },
    groundSize: building.size + hillSizeAt(table.terrain, centre),
    flying: false,
    bulwark,
    walls,
    rollingStock: false,
    pioneers,
    garrison: building,
  };
}

/** Points of a building's Footprint that lines of sight are tried from: its centre and its outline. */
export function sightPoints(area: Shape): Point[] {
  const points: Point[] = [centreOf(area)];
  if (area.kind === 'circle') {
    const steps = Math.max(8, Math.ceil((2 * Math.PI * area.radius) / OUTLINE_STEP));
    for (let i = 0; i < steps; i++) {
      const angle = (2 * Math.PI * i) / steps;
      points.push({
        x: area.centre.x + area.radius * Math.cos(angle),
        y: area.centre.y + area.radius * Math.sin(angle),
      });
    }
    return points;
  }
  forEachEdge(area.points, (a, b) => {
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / OUTLINE_STEP));
    for (let i = 0; i < steps; i++)
      points.push({ x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps });
  });
  return points;
}

/** The centre point of the building a Garrisoned unit's stand-in model occupies (rulebook p.43). */
export function buildingCentre(table: Table, model: TableModel): Point {
  const unit = table.units.get(model.unit);
  const building = unit === undefined ? undefined : buildingOf(table, unit);
  return building?.defensible?.centre ?? centreOf(model.footprint);
}
