import {
  type At,
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  armyUnit,
  plannedExit,
  terrainPiece,
} from '@warroom/armoured-clash';
import { nearestBoundaryPoint } from '@warroom/engine';
import { goal } from './heuristic-moves.js';
import { degreesTowards, inchesBetween, officerAt, tryIt } from './heuristic-odds.js';

/** A building this close (inches, wall to marker centre) to a Strategic Objective is worth holding. */
export const HOLDS_OBJECTIVE_WITHIN = 3;
/** Distances (inches) out from the building's wall tried for an Exit, nearest first (rulebook p.43: within 3"). */
const EXIT_OUT = [1, 2, 3];
/** Sideways offsets (inches) along the wall tried around the point nearest the goal. */
const ALONG_WALL = [0, 2, -2, 4, -4];

/** Whether the building (a terrain piece id) holds a Strategic Objective still in play, or stands within HOLDS_OBJECTIVE_WITHIN of one. */
export function buildingNearObjective(
  setup: GameSetup,
  view: PlayerView,
  building: string,
): boolean {
  const piece = setup.terrain.find((t) => t.id === building);
  if (piece === undefined) return false;
  const area = terrainPiece(piece).area;
  return (setup.objectives ?? [])
    .filter((o) => !view.removedObjectives.includes(o.id))
    .some((o) => {
      if (o.building === building) return true;
      const wall = nearestBoundaryPoint(area, { x: o.at[0], y: o.at[1] });
      return inchesBetween([wall.x, wall.y], o.at) <= HOLDS_OBJECTIVE_WITHIN;
    });
}

/**
 * rulebook pp.30, 43 Garrison, p.45 Objectives in Buildings: an Infantry unit
 * offered a Defensible Building that holds or stands by a Strategic Objective
 * Garrisons it (Concealed, Defence +1, and it holds the objective); undefined
 * otherwise.
 */
export function garrisonWorthIt(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  decision: Decision,
): Choice | undefined {
  if (armyUnit(setup, unit).type !== 'infantry') return undefined;
  return decision.options.find(
    (o) => o.kind === 'garrison' && buildingNearObjective(setup, view, o.building),
  );
}

/**
 * rulebook pp.25, 43 Exit: a Garrison whose building holds or stands by a
 * Strategic Objective stays (undefined); otherwise it Exits on the legal spot
 * nearest where it heads, just outside the wall facing that way.
 */
export function exitTowardsGoal(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  building: string,
): Choice | undefined {
  if (buildingNearObjective(setup, view, building)) return undefined;
  const piece = setup.terrain.find((t) => t.id === building);
  const from = officerAt(view.units, unit);
  const heading = from === undefined ? undefined : goal(setup, view, unit, from);
  if (piece === undefined || heading === undefined) return undefined;
  const wall = nearestBoundaryPoint(terrainPiece(piece).area, {
    x: heading.at[0],
    y: heading.at[1],
  });
  const length = inchesBetween([wall.x, wall.y], heading.at) || 1;
  const out = { x: (heading.at[0] - wall.x) / length, y: (heading.at[1] - wall.y) / length };
  for (const along of ALONG_WALL) {
    for (const away of EXIT_OUT) {
      const at: At = [wall.x + out.x * away - out.y * along, wall.y + out.y * away + out.x * along];
      const facing = degreesTowards(at, heading.at);
      if (tryIt(() => plannedExit(setup, view, unit, at, facing)) !== undefined)
        return { kind: 'exit', at, facing };
    }
  }
  return undefined;
}
