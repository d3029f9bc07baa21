import {
  CIRCLE_SIDES,
  EPSILON,
  type Point,
  type Shape,
  circle,
  closestPointOnSegment,
  containsPoint,
  cross,
  distance,
  footprintObstacle,
  forEachEdge,
  minkowskiSum,
  outline,
  point,
  signedDistanceToPoint,
  subtract,
} from '@warroom/engine';
import type { BattlefieldSize } from '../../battlefield/battlefield.js';

/**
 * Where a model's centre point may be put, as motion planning sees it (its
 * "configuration space"): inside each region of `within` and outside each of
 * `clearOf`, all convex polygons.
 */
export interface Room {
  readonly within: readonly Shape[];
  readonly clearOf: readonly Shape[];
}

/**
 * A circle as a polygon that holds it whole (its outline's polygon falls short
 * by a little): an area to keep clear of is never made smaller.
 */
function grown(shape: Shape): Shape {
  if (shape.kind === 'polygon') return shape;
  return circle(shape.centre, shape.radius / Math.cos(Math.PI / CIRCLE_SIDES));
}

/** Where the centre cannot be put without the Footprint (given around its centre) overlapping `model`. */
export function keepingClearOf(model: Shape, aroundCentre: Shape): Shape {
  return footprintObstacle(grown(model), grown(aroundCentre));
}

/** Where the centre can be put with the Footprint (around its centre) within `reach` of `model` (never farther). */
export function keepingWithin(model: Shape, aroundCentre: Shape, reach: number): Shape {
  return footprintObstacle(minkowskiSum(model, circle(point(0, 0), reach)), aroundCentre);
}

/** Where the centre can be put with the Footprint (around its centre) wholly on the battlefield. */
export function keepingOnTheBattlefield(size: BattlefieldSize, aroundCentre: Shape): Shape {
  const corners = outline(grown(aroundCentre));
  const west = -Math.min(...corners.map((c) => c.x));
  const east = size.width - Math.max(...corners.map((c) => c.x));
  const south = -Math.min(...corners.map((c) => c.y));
  const north = size.depth - Math.max(...corners.map((c) => c.y));
  return {
    kind: 'polygon',
    points: [point(west, south), point(east, south), point(east, north), point(west, north)],
  };
}

/** Where two edges cross, if they do. */
function crossing(a: Point, b: Point, c: Point, d: Point): Point | undefined {
  const ab = subtract(b, a);
  const cd = subtract(d, c);
  const across = cross(ab, cd);
  if (Math.abs(across) <= EPSILON * EPSILON) return undefined;
  const ac = subtract(c, a);
  const t = cross(ac, cd) / across;
  const u = cross(ac, ab) / across;
  if (t < 0 || t > 1 || u < 0 || u > 1) return undefined;
  return point(a.x + ab.x * t, a.y + ab.y * t);
}

function edgesOf(shape: Shape): [Point, Point][] {
  const edges: [Point, Point][] = [];
  forEachEdge(outline(shape), (a, b) => edges.push([a, b]));
  return edges;
}

/**
 * The places where the room's nearest point to `centre` can lie: `centre`
 * itself, the point of each edge of its regions nearest it, and each point
 * where edges of two regions cross (a corner of the room).
 */
function placesToTry(room: Room, centre: Point): Point[] {
  const regions = [...room.within, ...room.clearOf].map(edgesOf);
  const places = [centre];
  regions.forEach((edges, i) => {
    for (const [a, b] of edges) {
      places.push(closestPointOnSegment(centre, a, b));
      for (const other of regions.slice(i + 1)) {
        for (const [c, d] of other) {
          const corner = crossing(a, b, c, d);
          if (corner !== undefined) places.push(corner);
        }
      }
    }
  });
  return places.sort((p, q) => distance(p, centre) - distance(q, centre));
}

function inRoom(room: Room, p: Point): boolean {
  return (
    room.within.every((r) => containsPoint(r, p)) &&
    room.clearOf.every((r) => signedDistanceToPoint(r, p) >= -EPSILON)
  );
}

/**
 * The point of the room nearest `centre` at which `fits` (the exact test of
 * the Footprint put there) holds; undefined when there is none.
 */
export function nearestPlace(
  room: Room,
  centre: Point,
  fits: (at: Point) => boolean,
): Point | undefined {
  return placesToTry(room, centre).find((p) => inRoom(room, p) && fits(p));
}
