import { weaponUseOf } from '../weapon-use-of.js';
import type { Table } from '../../battlefield/table.js';
import type { ArmyRangedRow, GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { reloadingRefusal } from '../reloading.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { rowRefusal } from '../weapon-use.js';
import { type PortalMarker, portalMarkersOf, unitDistanceToPortal } from './portal-markers.js';
import { type PortalSight, sightToPortal } from './portal-sight.js';

export const PORTAL_BLAST = 'glossary: Portal Blast';

/** glossary: Portal Blast — the attack is resolved against each unit within this many inches of the Target Portal. */
export const PORTAL_BLAST_REACH = 5;

/** The Target Portal acquired: the row making the attack, the marker, and what the Officer sees of it. */
export interface PortalTarget {
  readonly row: ArmyRangedRow;
  readonly marker: PortalMarker;
  readonly sight: PortalSight;
}

/** The unit's Ranged rows with Portal Blast it may use now (rulebook p.26: not while Reloading stops them; Slow to Fire and the like). */
function portalRows(setup: GameSetup, state: GameState, unitId: string): ArmyRangedRow[] {
  const unitState = state.units[unitId];
  if (unitState === undefined || reloadingRefusal(setup, unitState) !== undefined) return [];
  return armyUnit(setup, unitId).armaments.rows.filter(
    (row): row is ArmyRangedRow =>
      row.attack === 'ranged' &&
      weaponUseOf(row).portalBlast &&
      rowRefusal(row, unitState, {
        opportunityFire: false,
        advanced: state.activation?.advanced === true,
        atPortal: true,
      }) === undefined,
  );
}

/**
 * Why the unit cannot make its Portal Blast against `markerId`, or the Target
 * Portal: a row with Portal Blast it may use now; a Portal Marker on the
 * battlefield ("If there are no Portal Markers on the Battlefield, this unit
 * cannot make this attack"); Clear or Obscured Line of Sight from its Officer
 * to the marker; and the marker within the row's Long Range of the Officer
 * (rulebook p.17 Check Range: the glossary changes the target of the attack,
 * not its range).
 */
export function portalTargetOrRefusal(
  setup: GameSetup,
  state: GameState,
  table: Table,
  unitId: string,
  markerId: string,
): PortalTarget | IllegalChoice {
  const rows = portalRows(setup, state, unitId);
  const row = rows[0];
  const name = armyUnit(setup, unitId).name;
  if (row === undefined) {
    return new IllegalChoice(
      PORTAL_BLAST,
      `${name} has no attack with Portal Blast it may make now`,
    );
  }
  const marker = portalMarkersOf(state).find((m) => m.id === markerId);
  if (marker === undefined) {
    return new IllegalChoice(PORTAL_BLAST, `${markerId} is no Portal Marker on the battlefield`);
  }
  const viewer = table.units.get(unitId);
  const officer = table.models.find((m) => m.id === viewer?.officer);
  if (viewer === undefined || officer === undefined) {
    return new IllegalChoice(PORTAL_BLAST, `${name} has no Officer on the battlefield`);
  }
  const sight = sightToPortal(table, officer, viewer, marker);
  if (sight.visibility === 'blocked') {
    return new IllegalChoice(
      'rulebook p.17 Target Acquisition',
      `${name}'s Officer has no Clear or Obscured Line of Sight to the Portal Marker ${marker.id}`,
    );
  }
  if (sight.distance > row.range.long) {
    return new IllegalChoice(
      'rulebook p.17 Target Acquisition',
      `the Portal Marker ${marker.id} is ${sight.distance.toFixed(2)}" from ${name}'s Officer, beyond the Long Range of ${row.range.long}"`,
    );
  }
  return { row, marker, sight };
}

/**
 * The units the blast is resolved against: each unit on the battlefield, friend
 * or foe (the attacking unit too, when it stands that close), with a model (or
 * its Garrison's building) within 5" of the Target Portal, closest first.
 */
export function unitsNearPortal(table: Table, marker: PortalMarker): string[] {
  return [...table.units.keys()]
    .map((id) => ({ id, gap: unitDistanceToPortal(table, id, marker) }))
    .filter(
      (u): u is { id: string; gap: number } => u.gap !== undefined && u.gap <= PORTAL_BLAST_REACH,
    )
    .sort((p, q) => p.gap - q.gap)
    .map((u) => u.id);
}
