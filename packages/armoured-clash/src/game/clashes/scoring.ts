import { type Shape, point } from '@warroom/engine';
import {
  controllerOf,
  controllerOfBuildingObjective,
  objectiveMarker,
} from '../../battlefield/objectives.js';
import type { Side, Table } from '../../battlefield/table.js';
import type { TerrainPiece } from '../../battlefield/terrain.js';
import type { GameSetup } from '../army.js';
import type { ObjectiveMarkerSetup } from '../clash.js';
import { type GameEvent, event } from '../events.js';
import type { GameState } from '../state.js';
import { generalCalled } from '../generals/generals-draw.js';

/**
 * The Strategic Objective Markers still on the battlefield: the setup's, less
 * those removed (rulebook p.60), the Vital Objective where it was dropped
 * (rulebook pp.62-63).
 */
export function markersInPlay(
  setup: GameSetup,
  state: Pick<GameState, 'removedObjectives' | 'vitalObjective'>,
): ObjectiveMarkerSetup[] {
  const removed = state.removedObjectives ?? [];
  const vital = state.vitalObjective;
  return (setup.objectives ?? [])
    .filter((marker) => !removed.includes(marker.id))
    .map((marker) =>
      vital?.at !== undefined && vital.marker === marker.id ? { ...marker, at: vital.at } : marker,
    );
}

/**
 * What a unit touches to be in contact with a marker: the marker itself
 * (rulebook p.39), or, when it stands on a Defensible Building, the building
 * (rulebook p.45 Objectives in Buildings: a unit in contact with the building
 * counts as in contact with the marker), with that building.
 */
export function markerContact(
  table: Table,
  marker: ObjectiveMarkerSetup,
): { readonly area: Shape; readonly building?: TerrainPiece } {
  if (marker.building === undefined) {
    return { area: objectiveMarker(point(marker.at[0], marker.at[1])) };
  }
  const building = table.terrain.find((piece) => piece.id === marker.building);
  if (building === undefined) {
    throw new RangeError(`objective ${marker.id} stands on an unknown building ${marker.building}`);
  }
  return { area: building.area, building };
}

/**
 * Who controls a marker (rulebook p.39 Controlling Objectives), or, when it
 * stands on a Defensible Building, by rulebook p.45 Objectives in Buildings.
 */
export function controllerOfMarker(table: Table, marker: ObjectiveMarkerSetup): Side | undefined {
  const { area, building } = markerContact(table, marker);
  return building === undefined
    ? controllerOf(table, area)
    : controllerOfBuildingObjective(table, building);
}

/** A General scores Victory Points for a Clash Objective: the tally grows and the log says why. */
export function scoreObjective(state: GameState, side: Side, vp: number, why: string): GameEvent {
  state.players[side].vp += vp;
  return event('objective', `${generalCalled(state, side)} ${why}: ${vp} VP`, { side });
}
