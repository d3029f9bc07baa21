import {
  type GameSetup,
  DISEMBARK_REACH,
  OBJECTIVE_MARKER_DIAMETER,
  type ObjectiveMarkerSetup,
  type PlayerView,
  type Side,
  type Table,
  armyUnit,
  controllerOfMarker,
  markersInPlay,
  controllingGarrison,
  manoeuvreLimits,
  markerContact,
  mayMake,
  other,
  tableOf,
  touchesMarker,
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

/** rulebook p.39: a Strategic Objective Marker is round, 50 mm across: its edge is this far from its centre. */
export const MARKER_RADIUS = OBJECTIVE_MARKER_DIAMETER / 2;

/** How far (inches) one unit that controls objectives stands from a marker, and how far it reaches in one move. */
interface Approach {
  /** From its Officer, or when Embarked its Transport's. */
  readonly inches: number;
  /** rulebook p.24 Double Time: its Movement Limit, or its Advance's when it cannot make one (Embarked: its Transport's, and the 3" of a Disembark, p.46). */
  readonly reach: number;
}

/**
 * The units of `side` that control Strategic Objectives (rulebook p.39:
 * Infantry, Cavalry) and may come for `marker`, those in `busy` (holding
 * another) aside: how far each stands and reaches (Approach), by its Officer,
 * or when Embarked its Transport's (rulebook pp.46-47: carried, it Disembarks
 * where its Transport goes).
 */
function approaches(
  setup: GameSetup,
  view: PlayerView,
  side: Side,
  marker: ObjectiveMarkerSetup,
  busy: ReadonlySet<string>,
): Approach[] {
  const found: Approach[] = [];
  for (const id of unitsInPlay(view, side)) {
    if (busy.has(id) || !CONTROLLERS.includes(armyUnit(setup, id).type)) continue;
    const carrier = view.units[id]?.embarked?.transport;
    const at = officerAt(view.units, carrier ?? id);
    if (at === undefined) continue;
    const limits = manoeuvreLimits(setup, carrier ?? id, view.units);
    const move = mayMake(limits, 'doubleTime') ? limits.doubleTime : limits.advance;
    const reach = move + (carrier === undefined ? 0 : DISEMBARK_REACH);
    found.push({ inches: inchesBetween(at, marker.at), reach });
  }
  return found;
}

/**
 * rulebook p.39 Controlling Objectives, p.45 Objectives in Buildings: the
 * units holding a marker on `table`: of the side that controls it, in contact
 * with it (with its building, for a marker in one) or Garrisoning its building.
 */
function holdersOf(table: Table, marker: ObjectiveMarkerSetup, side: Side): Set<string> {
  const { area: shape, building } = markerContact(table, marker);
  const holders = new Set<string>();
  for (const unit of table.units.values())
    if (unit.side === side && building !== undefined && unit.garrisoning === building.id)
      holders.add(unit.id);
  for (const model of table.models)
    if (table.units.get(model.unit)?.side === side && touchesMarker(model.footprint, shape))
      holders.add(model.unit);
  return holders;
}

/**
 * The Strategic Objective Markers (the dropped Vital Objective among them,
 * rulebook pp.62-63) an Unoccupied Transport `unit` (rulebook p.46) is worth
 * sending to: rulebook p.39, a General controls a marker only while no enemy
 * unit is in contact with it (Aircraft, Rotorcraft and Fortifications aside),
 * so its hull denies the enemy a marker, and Scouring one (pp.62-63). A hull
 * adds nothing where its own side holds the marker (an enemy in contact takes
 * that control away, hull or none), nor where no enemy could take it. So,
 * judged as if the hull were not there (it may be denying one now): the
 * markers the enemy controls, and those neither side controls that the
 * enemy's Infantry or Cavalry stand nearer than the own side's (by a straight
 * line; those holding a marker, on either side, aside: holdersOf), one of
 * those nearer reaching it in one Double Time (approaches); failing all
 * these, the free markers they stand nearer but further off. The caller makes
 * for the nearest: a hull keeps to the free marker it stands on, while the
 * enemy could reach it so, when the enemy takes another far off. None when it
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
  const enemy = other(view.as);
  const open = markersOfView(setup, view).map((marker) => ({
    marker,
    side: controllerOfMarker(without, marker),
  }));
  // Units holding a marker stay there: neither side's are counted as coming for another.
  const busy = (side: Side): Set<string> => {
    const holding = new Set<string>();
    for (const o of open)
      if (o.side === side) for (const id of holdersOf(without, o.marker, side)) holding.add(id);
    return holding;
  };
  const [theirsBusy, oursBusy] = [busy(enemy), busy(view.as)];
  const now: ObjectiveMarkerSetup[] = [];
  const later: ObjectiveMarkerSetup[] = [];
  for (const { marker, side } of open) {
    if (side !== undefined) {
      // rulebook p.45 Objectives in Buildings: a Garrison controls its marker whatever is near: a hull denies nothing.
      const { building } = markerContact(without, marker);
      const garrisoned =
        building !== undefined && controllingGarrison(without, building) !== undefined;
      if (side === enemy && !garrisoned) now.push(marker);
      continue;
    }
    const ours = Math.min(
      ...approaches(setup, view, view.as, marker, oursBusy).map((a) => a.inches),
    );
    const first = approaches(setup, view, enemy, marker, theirsBusy).filter((a) => a.inches < ours);
    if (first.length === 0) continue;
    // rulebook p.39: a model touching the marker's edge is in contact with it.
    const soon = first.some((a) => a.inches - MARKER_RADIUS <= a.reach);
    (soon ? now : later).push(marker);
  }
  return now.length > 0 ? now : later;
}

/**
 * Whether the unit is an Unoccupied Transport with a marker to deny
 * (markersToDeny): its errand done, it makes for one rather than Aim.
 */
export function contestsObjectives(setup: GameSetup, view: PlayerView, unit: string): boolean {
  return markersToDeny(setup, view, unit).length > 0;
}
