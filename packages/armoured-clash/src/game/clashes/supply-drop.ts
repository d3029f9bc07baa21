import { EPSILON, distanceBetween, insideRegion, point } from '@warroom/engine';
import { battlefieldArea } from '../../battlefield/battlefield.js';
import { objectiveMarker } from '../../battlefield/objectives.js';
import type { ForceScale } from '../../cards/command-deck.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { type ClashMap, orientedMap, stripZones, zoneArea } from '../clash.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import { supplyMarkerId } from './supply-marker-id.js';
import { type ZoneNames, ZONES_BY_SETUP_SIDE } from './supply-drop-zone-names.js';
import { controllerOfMarker, markersInPlay, scoreObjective } from './scoring.js';

/** rulebook p.60 Recover Supplies: VP for each Strategic Objective a General Secures, by Force Scale. */
export const RECOVER_SUPPLIES: Readonly<Record<ForceScale, number>> = {
  skirmish: 10,
  battle: 15,
  cataclysm: 20,
};

/** rulebook p.60: the Generals place four Strategic Objective Markers, General A first. */
export const SUPPLY_DROP_MARKERS = 4;
/** rulebook p.60: no marker within 8" of a Deployment Zone or of another marker. */
export const SUPPLY_DROP_SPACING = 8;

function markerAt([x, y]: At) {
  return objectiveMarker(point(x, y));
}

/**
 * Why a Strategic Objective Marker may not be placed at `at` (rulebook p.60
 * Supply Drop: anywhere on the battlefield not within 8" of a Deployment Zone
 * or another marker; four in all), or undefined if it may. `placed` are the
 * markers already placed. The whole marker must lie on the battlefield.
 * `names`: how a refusal names each zone (supply-drop-zone-names.ts; by
 * default side a's is General A's, as on a setup's own map).
 */
export function supplyDropMarkerProblem(
  battlefield: { readonly width: number; readonly depth: number },
  zones: { readonly a: readonly At[]; readonly b: readonly At[] },
  placed: readonly At[],
  at: At,
  names: ZoneNames = ZONES_BY_SETUP_SIDE,
): string | undefined {
  if (placed.length >= SUPPLY_DROP_MARKERS) {
    return `all ${SUPPLY_DROP_MARKERS} Strategic Objective Markers are placed (rulebook p.60 Supply Drop)`;
  }
  const marker = markerAt(at);
  if (!insideRegion(marker, battlefieldArea(battlefield))) {
    return `a marker at (${at.join(', ')}) is not on the battlefield (rulebook p.60 Supply Drop)`;
  }
  for (const side of ['a', 'b'] as const) {
    if (distanceBetween(marker, zoneArea(zones[side])) <= SUPPLY_DROP_SPACING + EPSILON) {
      return `a marker at (${at.join(', ')}) is within ${SUPPLY_DROP_SPACING}" of ${names[side]} (rulebook p.60 Supply Drop)`;
    }
  }
  const near = placed.find(
    (other) => distanceBetween(marker, markerAt(other)) <= SUPPLY_DROP_SPACING + EPSILON,
  );
  if (near !== undefined) {
    return `a marker at (${at.join(', ')}) is within ${SUPPLY_DROP_SPACING}" of the marker at (${near.join(', ')}) (rulebook p.60 Supply Drop)`;
  }
  return undefined;
}

/**
 * rulebook p.60 Supply Drop's map before any marker is placed: Deployment
 * Zones from each Rear Edge to 12" from the midway line, no objectives (the
 * Generals place them as decisions: setup `supplyDropPlacement`).
 */
export function supplyDropZones(
  battlefield: { readonly width: number; readonly depth: number },
  rearEdgeOfA: 'south' | 'west',
): ClashMap {
  return orientedMap(battlefield, rearEdgeOfA, (frame) => ({
    zones: stripZones(frame),
    objectives: [],
  }));
}

/**
 * rulebook p.60 Supply Drop: Deployment Zones from each Rear Edge to 12" from
 * the midway line, and the four Strategic Objective Markers the Generals placed
 * (in the order placed, General A first; ids `supplies-1` to `supplies-4`).
 * The setup carries them (the Generals placing them as decisions instead:
 * setup `supplyDropPlacement`, supply-drop-placement.ts); a placement the
 * rules forbid is refused with a RangeError.
 */
export function supplyDropMap(
  battlefield: { readonly width: number; readonly depth: number },
  rearEdgeOfA: 'south' | 'west',
  markers: readonly At[],
): ClashMap {
  const map = supplyDropZones(battlefield, rearEdgeOfA);
  if (markers.length !== SUPPLY_DROP_MARKERS) {
    throw new RangeError(
      `Supply Drop has ${SUPPLY_DROP_MARKERS} Strategic Objective Markers, got ${markers.length} (rulebook p.60)`,
    );
  }
  markers.forEach((at, i) => {
    const problem = supplyDropMarkerProblem(battlefield, map.zones, markers.slice(0, i), at);
    if (problem !== undefined) throw new RangeError(problem);
  });
  return { ...map, objectives: markers.map((at, i) => ({ id: supplyMarkerId(i), at })) };
}

/**
 * rulebook p.60 Recover Supplies: in each End Phase, every Strategic Objective
 * a General controls is Secured by them: it is removed from play, then they score.
 */
export function scoreSupplyDrop(setup: GameSetup, state: GameState): GameEvent[] {
  const table = tableOf(setup, state);
  const events: GameEvent[] = [];
  for (const marker of markersInPlay(setup, state)) {
    const side = controllerOfMarker(table, marker);
    if (side === undefined) continue;
    state.removedObjectives = [...(state.removedObjectives ?? []), marker.id];
    events.push(
      scoreObjective(
        state,
        side,
        RECOVER_SUPPLIES[setup.scale],
        `Secures the ${marker.id} objective`,
      ),
    );
  }
  return events;
}
