import type { Attack } from '../../attack/attack.js';
import type { Table } from '../../battlefield/table.js';
import { IMMORTAL_REACH } from '../../rules/entries/immortal.js';
import { type PortalMarkers, portalMarkersOf, withinReachOfPortal } from './portal-markers.js';

/**
 * glossary: Immortal — the attack's situation as the table stands: the target
 * within 3" of a Portal Marker (a model of it, or its Garrison's building),
 * which the Immortal entry reads (`targetNearPortalMarker`). Nothing when no
 * marker is on the battlefield.
 */
export function nearPortalSituation(
  table: Table,
  state: { readonly portals?: PortalMarkers | undefined },
  targetId: string,
): { readonly targetNearPortalMarker?: true } {
  const markers = portalMarkersOf(state);
  return markers.length > 0 && withinReachOfPortal(table, targetId, markers, IMMORTAL_REACH)
    ? { targetNearPortalMarker: true }
    : {};
}

/** The attack with its target's distance to the Portal Markers counted (nearPortalSituation), for attacks built without them. */
export function withNearPortal(
  attack: Attack,
  table: Table,
  state: { readonly portals?: PortalMarkers | undefined },
  targetId: string,
): Attack {
  const near = nearPortalSituation(table, state, targetId);
  return near.targetNearPortalMarker === true
    ? { ...attack, situation: { ...attack.situation, ...near } }
    : attack;
}
