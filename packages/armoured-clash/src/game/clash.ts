import { type Shape, convexPolygon, point } from '@warroom/engine';
import type { Edge } from '../battlefield/battlefield.js';
import type { At } from './choice.js';

/** The common Clashes Warroom plays (rulebook pp.58-64). */
export type ClashId =
  'pitchedBattle' | 'supplyDrop' | 'lordOfTheManor' | 'findTheLady' | 'flankingManoeuvres';

/** A Strategic Objective Marker on the battlefield (rulebook p.39). */
export interface ObjectiveMarkerSetup {
  readonly id: string;
  readonly at: At;
  /** A Primary or Secondary Strategic Objective (rulebook pp.61, 64); none in Clashes without the distinction. */
  readonly role?: 'primary' | 'secondary';
  /** The Defensible Building (a terrain piece id) the marker stands on (rulebook p.45 Objectives in Buildings). */
  readonly building?: string;
}

/** rulebook pp.59-64: each of the common Clashes lasts for five Rounds. */
export const CLASH_ROUNDS = 5;

/** A Clash's map: both Deployment Zones (General A's against A's Rear Edge), the Rear Edges and the markers. */
export interface ClashMap {
  readonly zones: { readonly a: At[]; readonly b: At[] };
  readonly rearEdges: { readonly a: Edge; readonly b: Edge };
  readonly objectives: ObjectiveMarkerSetup[];
}

/**
 * The battlefield as General A sees it from their Rear Edge, which is the
 * south edge of this frame: `width` runs along the Rear Edges, `depth` from A's
 * to B's; `left` and `right` name the real neutral edges on A's left and right.
 */
export interface ClashFrame {
  readonly width: number;
  readonly depth: number;
  readonly left: Edge;
  readonly right: Edge;
}

/**
 * Draws a map in General A's frame (A's Rear Edge at y = 0) and turns it onto
 * the battlefield: General A's Rear Edge is the south edge, or the west edge
 * (the frame turned a quarter clockwise).
 */
export function orientedMap(
  battlefield: { readonly width: number; readonly depth: number },
  rearEdgeOfA: 'south' | 'west',
  draw: (frame: ClashFrame) => Pick<ClashMap, 'zones' | 'objectives'>,
): ClashMap {
  const { width, depth } = battlefield;
  if (rearEdgeOfA === 'south') {
    return {
      ...draw({ width, depth, left: 'west', right: 'east' }),
      rearEdges: { a: 'south', b: 'north' },
    };
  }
  const drawn = draw({ width: depth, depth: width, left: 'north', right: 'south' });
  const turn = ([x, y]: At): At => [y, depth - x];
  return {
    zones: { a: drawn.zones.a.map(turn), b: drawn.zones.b.map(turn) },
    rearEdges: { a: 'west', b: 'east' },
    objectives: drawn.objectives.map((marker) => ({ ...marker, at: turn(marker.at) })),
  };
}

/** rulebook pp.59-60: a Deployment Zone runs from the Rear Edge to 12" from the midway line. */
export const STRIP_ZONE_GAP = 12;

/**
 * rulebook pp.59-60: Deployment Zones that run from each Rear Edge to 12" from
 * the midway line, across the whole width (in General A's frame).
 */
export function stripZones(frame: ClashFrame): ClashMap['zones'] {
  const { width, depth } = frame;
  const reach = depth / 2 - STRIP_ZONE_GAP;
  return {
    a: [
      [0, 0],
      [width, 0],
      [width, reach],
      [0, reach],
    ],
    b: [
      [0, depth - reach],
      [width, depth - reach],
      [width, depth],
      [0, depth],
    ],
  };
}

/** A Deployment Zone's corners as an area. */
export function zoneArea(zone: readonly At[]): Shape {
  return convexPolygon(zone.map(([x, y]) => point(x, y)));
}
