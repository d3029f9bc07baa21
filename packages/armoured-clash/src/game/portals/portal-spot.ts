import { distance, distanceToPoint, point } from '@warroom/engine';
import { objectiveMarker } from '../../battlefield/objectives.js';
import type { Table } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { markersInPlay } from '../clashes/scoring.js';
import type { GameState } from '../state.js';
import {
  type PortalMarkers,
  portalMarkersOf,
  portalPoint,
  unitDistanceToSpot,
} from './portal-markers.js';

/** What the placement reads of the game (a General's view will do). */
export interface PortalSpotState {
  readonly portals?: PortalMarkers | undefined;
  readonly removedObjectives?: readonly string[] | undefined;
  readonly vitalObjective?: GameState['vitalObjective'];
}

/** glossary: Portal Mastery (X) — a marker is not placed within this many inches of units, Defensible Buildings or Markers. */
export const PORTAL_CLEARANCE = 1;

/**
 * Why a Portal Marker cannot be placed at `at`, or undefined when it can
 * (glossary: Portal Mastery (X): "anywhere on the battlefield, so long as it is
 * not within 1" of [...] units, Defensible Buildings, or Markers"): on the
 * battlefield, more than 1" from every model on the table (a Garrison's
 * building counts as its unit), every Defensible Building, every Strategic
 * Objective Marker in play and every other Portal Marker. The Portal Limit is
 * checked by the caller (portalsLeftToPlace).
 */
export function portalSpotProblem(
  setup: GameSetup,
  state: PortalSpotState,
  table: Table,
  at: At,
): string | undefined {
  const spot = point(at[0], at[1]);
  const { width, depth } = setup.battlefield;
  if (at[0] < 0 || at[1] < 0 || at[0] > width || at[1] > depth) {
    return `the marker must be on the battlefield (at [${at.join(', ')}])`;
  }
  const near = (gap: number): boolean => gap <= PORTAL_CLEARANCE;
  const unit = [...table.units.keys()].find((id) => {
    const gap = unitDistanceToSpot(table, id, spot);
    return gap !== undefined && near(gap);
  });
  if (unit !== undefined) {
    return `the marker would be within ${PORTAL_CLEARANCE}" of ${table.units.get(unit)?.name ?? unit}`;
  }
  const building = table.terrain.find(
    (piece) => piece.defensible !== undefined && near(distanceToPoint(piece.area, spot)),
  );
  if (building !== undefined) {
    return `the marker would be within ${PORTAL_CLEARANCE}" of the Defensible Building ${building.name}`;
  }
  const inPlay = markersInPlay(setup, {
    removedObjectives: [...(state.removedObjectives ?? [])],
    ...(state.vitalObjective === undefined ? {} : { vitalObjective: state.vitalObjective }),
  });
  const objective = inPlay.find((m) =>
    near(distanceToPoint(objectiveMarker(point(m.at[0], m.at[1])), spot)),
  );
  if (objective !== undefined) {
    return `the marker would be within ${PORTAL_CLEARANCE}" of the Strategic Objective Marker ${objective.id}`;
  }
  const portal = portalMarkersOf(state).find((m) => near(distance(portalPoint(m), spot)));
  if (portal !== undefined) {
    return `the marker would be within ${PORTAL_CLEARANCE}" of the Portal Marker ${portal.id}`;
  }
  return undefined;
}
