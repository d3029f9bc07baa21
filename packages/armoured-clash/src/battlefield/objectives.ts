import { EPSILON, type Point, type Shape, circle, withinDistance } from '@warroom/engine';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { runGameStep } from '../rules/game-hooks.js';
import type { Side, Table, TableUnit } from './table.js';
import type { TerrainPiece } from './terrain.js';

/** rulebook p.39 Strategic Objective Markers: round, 50 mm across (in inches). */
export const OBJECTIVE_MARKER_DIAMETER = 50 / 25.4;

export function objectiveMarker(centre: Point): Shape {
  return circle(centre, OBJECTIVE_MARKER_DIAMETER / 2);
}

/**
 * rulebook p.39 Controlling Objectives: whether a model's footprint is in
 * contact with a marker's area (touching it or over it: markers count as Open
 * Terrain and do not block models).
 */
export function touchesMarker(footprint: Shape, marker: Shape): boolean {
  return withinDistance(footprint, marker, EPSILON);
}

/** Unit types that can control a Strategic Objective, and that do not contest one. */
const CONTROLLERS = ['infantry', 'cavalry'];
const NEVER_CONTEST = ['aircraft', 'rotorcraft', 'fortification'];

/**
 * The rule that keeps a unit from controlling Strategic Objectives though it
 * contests them, in the Formation it fights in now (game step
 * objectiveControlBarred: glossary Automata; Rabble in Open Formation), or undefined.
 */
function controlBarredBy(unit: TableUnit): string | undefined {
  const bar = { formation: unit.formation, rule: undefined };
  return runGameStep(ARMOURED_CLASH_RULES, unit.rules, 'objectiveControlBarred', bar).rule;
}

/**
 * Whether a unit can control a Strategic Objective: Infantry and Cavalry, or a
 * unit marked `controlsObjectives` (glossary: Strongpoint); never one its rules
 * bar from it (controlBarredBy: it still contests them).
 */
function controls(unit: TableUnit): boolean {
  if (!CONTROLLERS.includes(unit.type) && unit.controlsObjectives !== true) return false;
  return controlBarredBy(unit) === undefined;
}

/**
 * rulebook p.39 Controlling Objectives: a General controls a marker if one of
 * their Infantry or Cavalry units is in contact with it and no enemy unit is
 * (Aircraft, Rotorcraft and Fortifications do not count; a unit marked
 * `controlsObjectives` controls too: glossary Strongpoint; a unit whose rules
 * bar it only contests: controls above). Returns the controlling side, if any.
 *
 * Our reading: a unit able to control a marker also contests it, whatever its
 * Unit Type (glossary Strongpoint: it controls "as though it were a Cavalry or
 * Infantry unit", and those count). So when both Generals have a unit that
 * controls it in contact (two Occupied Strongpoint Fortifications), neither
 * controls it: the rulebook's two conditions cannot hold for both Generals at
 * once, and neither General is preferred. (Markers never affect Line of Sight
 * and count as Open Terrain: they are not terrain pieces at all.)
 */
export function controllerOf(table: Table, marker: Shape): Side | undefined {
  const touching = new Map<Side, { controls: boolean; contests: boolean }>();
  for (const model of table.models) {
    if (!touchesMarker(model.footprint, marker)) continue;
    const unit = table.units.get(model.unit);
    if (unit === undefined) continue;
    const seen = touching.get(unit.side) ?? { controls: false, contests: false };
    const controlling = seen.controls || controls(unit);
    touching.set(unit.side, {
      controls: controlling,
      contests: controlling || seen.contests || !NEVER_CONTEST.includes(unit.type),
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
 * a unit Garrisoning the building always controls it, whatever enemies are near
 * (our reading: not one whose rules bar it from controlling, controlBarredBy).
 */
export function controllerOfBuildingObjective(
  table: Table,
  building: TerrainPiece,
): Side | undefined {
  return controllingGarrison(table, building)?.side ?? controllerOf(table, building.area);
}

/**
 * rulebook p.45 Objectives in Buildings: the unit Garrisoning `building` that
 * controls its marker whatever enemies are near (not one whose rules bar it
 * from controlling, controlBarredBy), or undefined.
 */
export function controllingGarrison(table: Table, building: TerrainPiece): TableUnit | undefined {
  for (const unit of table.units.values())
    if (unit.garrisoning === building.id && controlBarredBy(unit) === undefined) return unit;
  return undefined;
}
