import { EPSILON, type Point, type Shape, circle, withinDistance } from '@warroom/engine';
import { lookUpName } from '../rules/rule-ref.js';
import type { Side, Table, TableUnit } from './table.js';
import type { TerrainPiece } from './terrain.js';

/** rulebook p.39 Strategic Objective Markers: round, 50 mm across (in inches). */
export const OBJECTIVE_MARKER_DIAMETER = 50 / 25.4;

export function objectiveMarker(centre: Point): Shape {
  return circle(centre, OBJECTIVE_MARKER_DIAMETER / 2);
}

/** Unit types that can control a Strategic Objective, and that do not contest one. */
const CONTROLLERS = ['infantry', 'cavalry'];
const NEVER_CONTEST = ['aircraft', 'rotorcraft', 'fortification'];

/**
 * Whether a unit can control a Strategic Objective: Infantry and Cavalry, or a
 * unit marked `controlsObjectives` (glossary: Strongpoint); never one with
 * glossary: Automata (it still contests them).
 */
function controls(unit: TableUnit): boolean {
  if (lookUpName(unit.rules, 'Automata')) return false;
  return CONTROLLERS.includes(unit.type) || unit.controlsObjectives === true;
}

/**
 * rulebook p.39 Controlling Objectives: a General controls a marker if one of
 * their Infantry or Cavalry units is in contact with it and no enemy unit is
 * (Aircraft, Rotorcraft and Fortifications do not count; a unit marked
 * `controlsObjectives` controls too: glossary Strongpoint; an Automata unit
 * only contests: controls below). Returns the
 * controlling side, if any. (Markers never affect Line of Sight and count as
 * Open Terrain: they are not terrain pieces at all.)
 */
export function controllerOf(table: Table, marker: Shape): Side | undefined {
  const touching = new Map<Side, { controls: boolean; contests: boolean }>();
  for (const model of table.models) {
    if (!withinDistance(model.footprint, marker, EPSILON)) continue;
    const unit = table.units.get(model.unit);
    if (unit === undefined) continue;
    const seen = touching.get(unit.side) ?? { controls: false, contests: false };
    touching.set(unit.side, {
      controls: seen.controls || controls(unit),
      contests: seen.contests || !NEVER_CONTEST.includes(unit.type),
    });
  }
  const a = touching.get('a');
  const b = touching.get('b');
  if (a?.controls === true && b?.contests !== true) return 'a';
  if (b?.controls === true && a?.contests !== true) return 'b';
  return undefined;
}

/**
 * rulebook p.45 Objectives in Buildings: for a marker on a Defensible Building,
 * any unit in contact with the building counts as in contact with the marker;
 * a unit Garrisoning the building always controls it, whatever enemies are near.
 */
export function controllerOfBuildingObjective(
  table: Table,
  building: TerrainPiece,
): Side | undefined {
  for (const unit of table.units.values())
    if (unit.garrisoning === building.id && !lookUpName(unit.rules, 'Automata')) return unit.side;
  return controllerOf(table, building.area);
}
