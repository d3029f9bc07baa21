import { circle, distanceToPoint } from '@warroom/engine';
import { type Visibility, lineOfSight } from '../../battlefield/line-of-sight.js';
import type { Table, TableModel, TableUnit } from '../../battlefield/table.js';
import { other } from '../state.js';
import { type PortalMarker, portalPoint } from './portal-markers.js';

/** A Portal Marker stands on the table for Line of Sight as a disc this small (the glossary gives it no size). */
const MARKER_SIGHT_RADIUS = 0.01;

/** What a unit's Officer sees of a Portal Marker: the Line of Sight drawn to its centre, and the distance to it. */
export interface PortalSight {
  readonly visibility: Visibility;
  readonly distance: number;
}

/**
 * rulebook p.17 Checking Line of Sight from the Officer's centre to the
 * marker's centre (glossary: Portal Blast: "Clear or Obscured Line of Sight"):
 * the marker is drawn on the table as a model of Size 0 that belongs to no
 * unit there, so the line is Blocked, Obscured or Clear by the terrain and the
 * other models it crosses, as it would be to a model standing there. The
 * distance is from the Officer's base to the marker's centre (p.17 Check Range).
 */
export function sightToPortal(
  table: Table,
  officer: TableModel,
  viewer: TableUnit,
  marker: PortalMarker,
): PortalSight {
  const id = `portal:${marker.id}`;
  const unit: TableUnit = {
    id,
    name: `Portal Marker ${marker.id}`,
    side: other(viewer.side),
    type: viewer.type,
    size: 0,
    formation: 'open',
    rules: [],
    officer: id,
  };
  const model: TableModel = {
    id,
    unit: id,
    footprint: circle(portalPoint(marker), MARKER_SIGHT_RADIUS),
    facing: 0,
  };
  const withMarker: Table = {
    ...table,
    units: new Map([...table.units, [id, unit]]),
    models: [...table.models, model],
  };
  const line = lineOfSight(withMarker, officer, model, { rangedAttack: true });
  return {
    visibility: line.visibility,
    distance: distanceToPoint(officer.footprint, portalPoint(marker)),
  };
}
