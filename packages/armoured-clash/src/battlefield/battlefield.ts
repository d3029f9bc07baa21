import {
  EPSILON,
  type Point,
  type Segment,
  type Shape,
  farthestDistance,
  insideRegion,
  point,
  rectangle,
} from '@warroom/engine';

/** The four edges of the battlefield: south is y = 0, north y = depth, west x = 0, east x = width. */
export type Edge = 'north' | 'south' | 'east' | 'west';

export const OPPOSITE_EDGE: Readonly<Record<Edge, Edge>> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
};

/** rulebook p.8 The Battlefield: a rectangle at least 36" on each edge. */
export interface BattlefieldSize {
  readonly width: number;
  readonly depth: number;
}

export const SMALLEST_EDGE = 36;

/** The battlefield's edge as a segment. */
export function edgeLine(size: BattlefieldSize, edge: Edge): Segment {
  const { width, depth } = size;
  switch (edge) {
    case 'south':
      return { a: point(0, 0), b: point(width, 0) };
    case 'north':
      return { a: point(0, depth), b: point(width, depth) };
    case 'west':
      return { a: point(0, 0), b: point(0, depth) };
    case 'east':
      return { a: point(width, 0), b: point(width, depth) };
  }
}

/** How far every point of a shape lies from an edge's line, at the nearest. */
export function distanceToEdge(size: BattlefieldSize, shape: Shape, edge: Edge): number {
  const along = (p: Point): number => {
    switch (edge) {
      case 'south':
        return p.y;
      case 'north':
        return size.depth - p.y;
      case 'west':
        return p.x;
      case 'east':
        return size.width - p.x;
    }
  };
  if (shape.kind === 'circle') return along(shape.centre) - shape.radius;
  return Math.min(...shape.points.map(along));
}

/** In contact with a battlefield edge (rulebook p.21 deploying from Reserve). */
export function touchesEdge(size: BattlefieldSize, shape: Shape, edge: Edge): boolean {
  return distanceToEdge(size, shape, edge) <= EPSILON;
}

/** The four quadrants, as the Clashes use them: south-west, south-east, north-west, north-east. */
export function quadrants(size: BattlefieldSize): readonly Shape[] {
  const w = size.width / 2;
  const d = size.depth / 2;
  return [
    rectangle(point(w / 2, d / 2), d, w, 0),
    rectangle(point(w * 1.5, d / 2), d, w, 0),
    rectangle(point(w / 2, d * 1.5), d, w, 0),
    rectangle(point(w * 1.5, d * 1.5), d, w, 0),
  ];
}

/** The midway line: halfway between the two Rear Edges, parallel to them. */
export function midwayLine(size: BattlefieldSize, rearEdge: Edge): Segment {
  const { width, depth } = size;
  return rearEdge === 'north' || rearEdge === 'south'
    ? { a: point(0, depth / 2), b: point(width, depth / 2) }
    : { a: point(width / 2, 0), b: point(width / 2, depth) };
}

// The last battlefield's area: a game asks for the same one at every move and placement checked.
let lastArea: { readonly width: number; readonly depth: number; readonly area: Shape } | undefined;

/** The whole battlefield as an area (a value: the same shape is given again for the same size). */
export function battlefieldArea(size: BattlefieldSize): Shape {
  if (lastArea?.width === size.width && lastArea.depth === size.depth) return lastArea.area;
  const area = rectangle(point(size.width / 2, size.depth / 2), size.depth, size.width, 0);
  lastArea = { width: size.width, depth: size.depth, area };
  return area;
}

/** The greatest distance from a footprint to a point (fully within X" of a point, rulebook p.11). */
export function farthestFromPoint(shape: Shape, p: Point): number {
  return farthestDistance(shape, { kind: 'circle', centre: p, radius: 0 });
}

/**
 * rulebook p.8 Deployment Zones: where a General deploys, of any convex shape
 * (the Clashes use strips and triangles).
 */
export interface DeploymentZone {
  readonly side: 'a' | 'b';
  readonly area: Shape;
}

/** Deployed "entirely within" a zone: every model's whole Footprint inside it. */
export function entirelyWithin(footprints: readonly Shape[], zone: DeploymentZone): boolean {
  return footprints.every((footprint) => insideRegion(footprint, zone.area));
}
