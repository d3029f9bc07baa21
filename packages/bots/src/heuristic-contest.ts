import {
  type GameSetup,
  type ObjectiveMarkerSetup,
  type PlayerView,
  type Side,
  armyUnit,
  controllerOfMarker,
  markersInPlay,
  other,
  tableOf,
} from '@warroom/armoured-clash';
import { passengerOf } from './heuristic-passengers.js';
import { inchesBetween, officerAt } from './heuristic-odds.js';

/** rulebook p.39: the unit types that control Strategic Objectives. */
export const CONTROLLERS: readonly string[] = ['infantry', 'cavalry'];

/** rulebook p.46 Transport Capacity: a Transport unit (Capacity (X)) that carries none. */
function unoccupiedTransport(setup: GameSetup, view: PlayerView, unit: string): boolean {
  const transport = armyUnit(setup, unit).specialRules.some((r) => r.name === 'Capacity');
  return transport && passengerOf(view, unit) === undefined;
}

/**
 * The Strategic Objective Markers in play as the General sees them, as the
 * engine scores them (markersInPlay): the removed ones left out, a dropped
 * Vital Objective once, where it lies (rulebook pp.60, 62-63).
 */
export function markersOfView(setup: GameSetup, view: PlayerView): ObjectiveMarkerSetup[] {
  const { removedObjectives, vitalObjective } = view;
  return markersInPlay(setup, {
    removedObjectives: [...removedObjectives],
    ...(vitalObjective === undefined ? {} : { vitalObjective }),
  });
}

/**
 * The units of `side` in play (rulebook p.39: those that may come to control a
 * marker): on the battlefield, or Embarked (rulebook pp.46-47: carried, they
 * Disembark where their Transport goes).
 */
function unitsInPlay(view: PlayerView, side: Side): string[] {
  return Object.values(view.units)
    .filter((u) => u.side === side && !u.annihilated && (u.deployed || u.embarked !== undefined))
    .map((u) => u.id);
}

/**
 * How near `marker` the units of `side` that control Strategic Objectives
 * (rulebook p.39: Infantry, Cavalry) stand: the least distance of their
 * Officers, or when Embarked their Transport's; Infinity when they have none.
 */
function nearestController(
  setup: GameSetup,
  view: PlayerView,
  side: Side,
  marker: ObjectiveMarkerSetup,
): number {
  let least = Infinity;
  for (const id of unitsInPlay(view, side)) {
    if (!CONTROLLERS.includes(armyUnit(setup, id).type)) continue;
    const at = officerAt(view.units, view.units[id]?.embarked?.transport ?? id);
    if (at !== undefined) least = Math.min(least, inchesBetween(at, marker.at));
  }
  return least;
}

/**
 * Whether the enemy's Infantry or Cavalry stand nearer `marker` than the own
 * side's (by a straight line, whatever their Speed or errand): the enemy could
 * take it.
 */
function enemyMayTake(setup: GameSetup, view: PlayerView, marker: ObjectiveMarkerSetup): boolean {
  const theirs = nearestController(setup, view, other(view.as), marker);
  return theirs < nearestController(setup, view, view.as, marker);
}

/**
 * rulebook p.45 Objectives in Buildings: a unit Garrisoning the building
 * controls its marker whatever enemies are near, so a hull in contact denies
 * nothing there.
 */
function garrisonedByEnemy(view: PlayerView, marker: ObjectiveMarkerSetup): boolean {
  if (marker.building === undefined) return false;
  return Object.values(view.units).some(
    (u) => u.side !== view.as && !u.annihilated && u.garrisoning === marker.building,
  );
}

/**
 * The Strategic Objective Markers (the dropped Vital Objective among them,
 * rulebook pp.62-63) an Unoccupied Transport `unit` (rulebook p.46) is worth
 * sending to: rulebook p.39, a General controls a marker only while no enemy
 * unit is in contact with it (Aircraft, Rotorcraft and Fortifications aside),
 * so its hull denies the enemy a marker, and Scouring one (pp.62-63). A hull
 * adds nothing where its own side holds the marker (an enemy in contact takes
 * that control away, hull or none), nor where no enemy could take it. So: the
 * markers the enemy controls, judged as if the hull were not there (it may be
 * denying one now); when there are none, those neither side controls that the
 * enemy's Infantry or Cavalry would reach first (enemyMayTake); none when it
 * is not an Unoccupied Transport.
 */
export function markersToDeny(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
): ObjectiveMarkerSetup[] {
  if (!unoccupiedTransport(setup, view, unit)) return [];
  const table = tableOf(setup, view);
  const without = { ...table, models: table.models.filter((m) => m.unit !== unit) };
  const open = markersOfView(setup, view).map((marker) => ({
    marker,
    side: controllerOfMarker(without, marker),
  }));
  const held = open.filter(
    (o) => o.side !== undefined && o.side !== view.as && !garrisonedByEnemy(view, o.marker),
  );
  const free = open.filter((o) => o.side === undefined && enemyMayTake(setup, view, o.marker));
  return (held.length > 0 ? held : free).map((o) => o.marker);
}

/**
 * Whether the unit is an Unoccupied Transport with a marker to deny
 * (markersToDeny): its errand done, it makes for one rather than Aim.
 */
export function contestsObjectives(setup: GameSetup, view: PlayerView, unit: string): boolean {
  return markersToDeny(setup, view, unit).length > 0;
}
