import { type Point, distanceToPoint, point } from '@warroom/engine';
import { standingModels } from '../../battlefield/garrison.js';
import type { Side, Table } from '../../battlefield/table.js';
import type { At } from '../choice.js';

/**
 * glossary: Portal Mastery (X) — a Portal Marker on the battlefield: its id,
 * the General it belongs to ("Any Portal Marker, belonging to either General")
 * and its centre. The glossary gives a marker no size: the engine measures to
 * and from its centre point. Plain data, public to both Generals.
 */
export interface PortalMarker {
  readonly id: string;
  readonly side: Side;
  readonly at: At;
}

/** The Portal Markers of a game: those on the battlefield, and how many were ever placed (for the next id). Replaced, never changed in place. */
export interface PortalMarkers {
  readonly markers: readonly PortalMarker[];
  readonly placed: number;
}

/** The Portal Markers on the battlefield. */
export function portalMarkersOf(state: {
  readonly portals?: PortalMarkers | undefined;
}): readonly PortalMarker[] {
  return state.portals?.markers ?? [];
}

/** A marker's centre as a point of the battlefield. */
export function portalPoint(marker: PortalMarker): Point {
  return point(marker.at[0], marker.at[1]);
}

/**
 * The distance from a Portal Marker to a unit: to the nearest of its models on
 * the table (a Garrison's building), undefined when it has none there.
 */
export function unitDistanceToPortal(
  table: Table,
  unitId: string,
  marker: PortalMarker,
): number | undefined {
  return unitDistanceToSpot(table, unitId, portalPoint(marker));
}

/** The distance from a point of the battlefield to the nearest of the unit's models on the table, undefined when it has none there. */
export function unitDistanceToSpot(table: Table, unitId: string, spot: Point): number | undefined {
  const models = standingModels(table, unitId);
  if (models.length === 0) return undefined;
  return Math.min(...models.map((m) => distanceToPoint(m.footprint, spot)));
}

/** Whether a unit has a model within `reach` inches of some Portal Marker. */
export function withinReachOfPortal(
  table: Table,
  unitId: string,
  markers: readonly PortalMarker[],
  reach: number,
): boolean {
  return markers.some((marker) => {
    const gap = unitDistanceToPortal(table, unitId, marker);
    return gap !== undefined && gap <= reach;
  });
}
