import {
  type At,
  type GameSetup,
  type ObjectiveMarkerSetup,
  type PlayerView,
  armyUnit,
  terrainPiece,
} from '@warroom/armoured-clash';
import { nearestBoundaryPoint } from '@warroom/engine';
import { type FoundMove, type MoveCheck, detourTowards } from './heuristic-detour.js';
import {
  CONTROLLERS,
  MARKER_RADIUS,
  contestsObjectives,
  markersOfView,
  markersToDeny,
} from './heuristic-contest.js';
import { passengerOf } from './heuristic-passengers.js';
import { ponderous, ponderousTowards } from './heuristic-ponderous.js';
import { waypointTowards } from './heuristic-waypoint.js';
import { ARRIVED } from './heuristic-way-round.js';
import { keepingFacing } from './heuristic-wheel.js';
import { degreesTowards, enemies, inchesBetween, officerAt } from './heuristic-odds.js';

/**
 * A place to head for: a point the Officer stops short of, or something its
 * base touches (`touch`: how far from `at` that thing's edge is; 0 for a wall).
 */
export interface Goal {
  readonly at: At;
  readonly touch?: number;
  /** A place that scores: a Strategic Objective, or the own zone for the Vital Objective's escort. */
  readonly scores?: boolean;
}

/** The Officer stops this far from an enemy Officer's centre, or the centre of its own zone. */
const STOP_SHORT = 1.5;
/** Shares of the move limit tried, longest first. */
const MOVE_SHARES = [1, 0.8, 0.6, 0.4, 0.2];
/** Sideways offsets (inches) tried around the straight line to the goal. */
const SIDE_STEPS = [0, 1.5, -1.5, 3, -3];

/** The centre of a zone's corners. */
export function zoneCentre(zone: readonly At[]): At {
  const n = Math.max(1, zone.length);
  return [zone.reduce((s, p) => s + p[0], 0) / n, zone.reduce((s, p) => s + p[1], 0) / n];
}

/**
 * Where to head for a Strategic Objective still in play: its centre, or for a
 * marker on a Defensible Building the nearest point of the building's wall
 * (contact with the building counts, rulebook p.45 Objectives in Buildings);
 * and a dropped Vital Objective (rulebook pp.62-63).
 */
export function objectiveGoals(setup: GameSetup, view: PlayerView, from: At): Goal[] {
  return markersOfView(setup, view).map((o) => markerGoal(setup, o, from));
}

/** Where to head for the marker `o` (objectiveGoals). */
function markerGoal(setup: GameSetup, o: ObjectiveMarkerSetup, from: At): Goal {
  const building = setup.terrain.find((t) => t.id === o.building);
  if (building === undefined) return { at: o.at, touch: MARKER_RADIUS, scores: true };
  const wall = nearestBoundaryPoint(terrainPiece(building).area, { x: from[0], y: from[1] });
  return { at: [wall.x, wall.y], touch: 0, scores: true };
}

/** The place of `places` nearest `from`. */
function nearest(places: readonly Goal[], from: At): Goal | undefined {
  return places.slice().sort((p, q) => inchesBetween(from, p.at) - inchesBetween(from, q.at))[0];
}

/** rulebook p.39: the unit's Embarked Infantry, when it carries a unit that controls Strategic Objectives. */
function controllingPassenger(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
): string | undefined {
  const rider = passengerOf(view, unit);
  return rider !== undefined && CONTROLLERS.includes(armyUnit(setup, rider).type)
    ? rider
    : undefined;
}

/**
 * rulebook p.39: whether the unit controls Strategic Objectives (Infantry,
 * Cavalry), or carries Embarked a unit that does (rulebook p.46: its Transport
 * delivers it, and keeps to that errand as the unit itself would).
 */
export function controlsObjectives(setup: GameSetup, view: PlayerView, unit: string): boolean {
  return (
    CONTROLLERS.includes(armyUnit(setup, unit).type) ||
    controllingPassenger(setup, view, unit) !== undefined
  );
}

/**
 * Where a unit should head: a unit Escorting the Vital Objective back into its
 * own Deployment Zone (rulebook pp.62-63: Secure scores most); an Infantry or
 * Cavalry unit to the nearest Strategic Objective still in play, whatever
 * enemy stands nearer (rulebook p.39: only they control one, and it scores
 * every Round); a Transport carrying such a unit where that unit would head
 * from where the Transport stands (rulebook pp.46-47: it Disembarks there);
 * an Unoccupied Transport to the nearest marker worth denying the enemy
 * (heuristic-contest.ts); every other unit to the nearest objective or enemy.
 */
export function goal(setup: GameSetup, view: PlayerView, unit: string, from: At): Goal | undefined {
  if (view.units[unit]?.statuses.includes('escortingTheVitalObjective') === true)
    return { at: zoneCentre(setup.generals[view.as].zone), scores: true };
  const rider = controllingPassenger(setup, view, unit);
  const delivered = rider === undefined ? undefined : goal(setup, view, rider, from);
  if (delivered?.scores === true) return delivered;
  const objectives = objectiveGoals(setup, view, from);
  const bound = CONTROLLERS.includes(armyUnit(setup, unit).type);
  if (objectives.length > 0 && bound) return nearest(objectives, from);
  // rulebook p.39: an Unoccupied Transport denies the enemy a marker (heuristic-contest.ts).
  const denied = markersToDeny(setup, view, unit).map((o) => markerGoal(setup, o, from));
  if (denied.length > 0) return nearest(denied, from);
  const places: Goal[] = [
    ...objectives,
    ...enemies(view).flatMap((id): Goal[] => {
      const at = officerAt(view.units, id);
      return at === undefined ? [] : [{ at }];
    }),
  ];
  return nearest(places, from);
}

/** How far from its goal's `at` the unit's Officer stops. */
export function stopShortOf(setup: GameSetup, unit: string, target: Goal): number {
  // Facing the wall or the marker, the Officer's base touches it when its centre is half its depth from its edge.
  return target.touch === undefined
    ? STOP_SHORT
    : target.touch + armyUnit(setup, unit).footprint.depth / 2;
}

/**
 * rulebook p.39: whether an Infantry or Cavalry unit (they control Strategic
 * Objectives), a Transport carrying one, or an Unoccupied Transport with a
 * marker to deny the enemy (heuristic-contest.ts) still has a scoring place to
 * reach: then it moves rather than Aims.
 */
export function headsForObjective(setup: GameSetup, view: PlayerView, unit: string): boolean {
  const from = officerAt(view.units, unit);
  const target = from === undefined ? undefined : goal(setup, view, unit, from);
  if (from === undefined || target?.scores !== true) return false;
  if (!controlsObjectives(setup, view, unit) && !contestsObjectives(setup, view, unit))
    return false;
  return inchesBetween(from, target.at) > stopShortOf(setup, unit, target) + ARRIVED;
}

export type { FoundMove, MoveCheck } from './heuristic-detour.js';

/**
 * The longest legal move of up to `limit` inches straight towards `to`
 * (stopping `stopShort` of it), tried a little to either side; `full` when it
 * is as long as the unit may go.
 */
function straightTowards(
  from: At,
  to: At,
  stopShort: number,
  limit: number,
  legal: MoveCheck,
): { move: FoundMove; full: boolean } | undefined {
  const far = inchesBetween(from, to);
  const facing = degreesTowards(from, to);
  const angle = (facing * Math.PI) / 180;
  for (const share of MOVE_SHARES) {
    const step = Math.min(limit * share, Math.max(0, far - stopShort));
    for (const side of SIDE_STEPS) {
      const at: At = [
        from[0] + step * Math.cos(angle) - side * Math.sin(angle),
        from[1] + step * Math.sin(angle) + side * Math.cos(angle),
      ];
      if (legal(at, facing)) return { move: { at, facing }, full: share === MOVE_SHARES[0] };
    }
  }
  return undefined;
}

/**
 * The same check, asked once per place: the straight moves cut short to the
 * goal, the corner rounded and the detours try some places more than once.
 */
function checkedOnce(legal: MoveCheck): MoveCheck {
  const known = new Map<string, boolean>();
  return (at, facing, via) => {
    const key = [at, facing, ...(via ?? [])].join(' ');
    const asked = known.get(key);
    if (asked !== undefined) return asked;
    const answer = legal(at, facing, via);
    known.set(key, answer);
    return answer;
  };
}

/**
 * A move of up to `limit` inches towards the unit's goal, the longest legal one
 * tried straight ahead and a little to either side; cut short on its way to a
 * place that scores (a Strategic Objective, home with the Vital Objective),
 * towards the first point of the way round the terrain in its way; when that
 * is cut short (or none is legal), a detour around what blocks it
 * (heuristic-detour.ts) when it ends nearer the goal; a loaded Transport,
 * whichever of these and the move straight on ends nearer the goal; for a
 * Ponderous unit (it cannot turn on the spot), a move straight ahead first,
 * turning after; undefined when no move is legal.
 */
export function moveTowardsGoal(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  limit: number,
  check: MoveCheck,
): FoundMove | undefined {
  const from = officerAt(view.units, unit);
  const target = from === undefined ? undefined : goal(setup, view, unit, from);
  if (from === undefined || target === undefined) return undefined;
  const legal = checkedOnce(check);
  // rulebook p.16 Ponderous Movement: straight ahead first, then turning (heuristic-ponderous.ts).
  if (!ponderous(setup, unit)) {
    // rulebook p.16: a move that wheels the unit too far for its flanks keeps its facing (heuristic-wheel.ts).
    const wheel = keepingFacing(view, unit, legal);
    return wheel.settle(towards(setup, view, unit, limit, wheel.check, from, target));
  }
  const stopShort = stopShortOf(setup, unit, target);
  // rulebook pp.46-47: a Transport boxed in lets its Embarked unit out to walk (heuristic-offers.ts) before it backs off.
  const backs = passengerOf(view, unit) === undefined;
  return ponderousTowards(setup, view, unit, from, target.at, stopShort, limit, legal, backs);
}

/** moveTowardsGoal for a unit that may turn as it moves off. */
function towards(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  limit: number,
  legal: MoveCheck,
  from: At,
  target: Goal,
): FoundMove | undefined {
  const stopShort = stopShortOf(setup, unit, target);
  const ahead = straightTowards(from, target.at, stopShort, limit, legal);
  // Only a unit making for a place that scores goes out of its way; one closing on an enemy keeps its line.
  const arrived = inchesBetween(from, target.at) <= stopShort + ARRIVED;
  if (ahead?.full === true || arrived || target.scores !== true) return ahead?.move;
  // rulebook pp.41-42: cut short, by the shortest way round the terrain in the way (heuristic-waypoint.ts).
  const corner = waypointTowards(setup, view, unit, from, target.at);
  // With no corner to make for (none it can reach), a detour (heuristic-detour.ts).
  const rounding = corner === target.at ? undefined : routeTowards(from, corner, 0, limit, legal);
  const direct = (): FoundMove | undefined =>
    detourOrAhead(from, target.at, limit, legal, ahead?.move);
  if (passengerOf(view, unit) === undefined) return rounding ?? direct();
  // rulebook pp.46-47: a loaded Transport makes whichever of the rounding and the move straight on (or its
  // detour) ends nearer its goal, and none that does not gain ground: its passengers can walk the rest, and with
  // no such move they get out (heuristic-offers.ts carriesOn). A unit on its own rounds what it must (a long wall).
  const off = (at: At): number => inchesBetween(at, target.at);
  return [rounding, direct()]
    .filter((m): m is FoundMove => m !== undefined && off(m.at) < off(from))
    .sort((p, q) => off(p.at) - off(q.at))[0];
}

/** A detour that ends nearer `to` than the straight move cut short `ahead` (heuristic-detour.ts), else `ahead`. */
function detourOrAhead(
  from: At,
  to: At,
  limit: number,
  legal: MoveCheck,
  ahead: FoundMove | undefined,
): FoundMove | undefined {
  const beat = inchesBetween(ahead?.at ?? from, to);
  return detourTowards(from, to, limit, legal, beat) ?? ahead;
}

/** The longest straight move towards `to`, or when that is cut short (or none is legal) a detour that ends nearer it. */
function routeTowards(
  from: At,
  to: At,
  stopShort: number,
  limit: number,
  legal: MoveCheck,
): FoundMove | undefined {
  const ahead = straightTowards(from, to, stopShort, limit, legal);
  if (ahead?.full === true || inchesBetween(from, to) <= stopShort + ARRIVED) return ahead?.move;
  return detourOrAhead(from, to, limit, legal, ahead?.move);
}
