import type { At } from '@warroom/armoured-clash';
import {
  type Point,
  type Shape,
  clipSegment,
  containsPoint,
  distanceToSegment,
  forEachEdge,
} from '@warroom/engine';
import { inchesBetween } from './heuristic-odds.js';

/** A unit this close (inches) to where it makes for, or to a corner it rounds, has arrived. */
export const ARRIVED = 0.25;
/** Inches a line may run inside a grown piece and still be taken to pass by it (along a side or by a corner). */
const GRAZE = 0.01;

/** A place on the table as the engine's geometry takes it. */
export const point = (at: At): Point => ({ x: at[0], y: at[1] });

/** The most a grown piece's outline turns at one corner (radians): its rounding is split into turns no larger. */
const MOST_TURN = Math.PI / 4;
/** Slack for rounding errors in counting a corner's turns (a fraction of MOST_TURN). */
const TURN_SLACK = 1e-9;

/** The angle (radians) of a side's outward normal: it lies to the side's right (corners run counter-clockwise). */
function outwards(a: Point, b: Point): number {
  return Math.atan2(a.x - b.x, b.y - a.y);
}

/**
 * Corners about `c` at `reach` inches whose sides touch the circle of that
 * reach about it, turning from the angle `from` (radians) by `turn`, in
 * turns of at most MOST_TURN.
 */
function about(c: Point, reach: number, from: number, turn: number): At[] {
  const turns = Math.ceil(turn / MOST_TURN - TURN_SLACK);
  const each = turn / Math.max(1, turns);
  const out = reach / Math.cos(each / 2);
  return Array.from({ length: turns }, (_, k): At => {
    const angle = from + (k + 1 / 2) * each;
    return [c.x + out * Math.cos(angle), c.y + out * Math.sin(angle)];
  });
}

/**
 * `shape` grown by `margin` inches all round, as a convex polygon about it
 * (counter-clockwise, as shapes are): each side pushed straight out, each
 * corner rounded by sides that touch the circle of `margin` about it (about),
 * so that the polygon holds every point within `margin` of the piece.
 */
function grown(shape: Shape, margin: number): At[] {
  if (shape.kind === 'circle') return about(shape.centre, shape.radius + margin, 0, 2 * Math.PI);
  // A corner repeated (a side of no length) has no outward normal: it is left out.
  const all = shape.points;
  const corners = all.filter((c, i) => {
    const next = all[(i + 1) % all.length] ?? c;
    return Math.hypot(next.x - c.x, next.y - c.y) > GRAZE;
  });
  return corners.flatMap((c, i) => {
    const before = outwards(corners[(i + corners.length - 1) % corners.length] ?? c, c);
    const after = outwards(c, corners[(i + 1) % corners.length] ?? c);
    const turn = (((after - before) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    return about(c, margin, before, turn);
  });
}

/** Whether the line from `a` to `b` runs inside `ring` (a convex polygon), not just along a side or by a corner. */
function runsInside(a: At, b: At, ring: Shape): boolean {
  const [t0, t1] = clipSegment(point(a), point(b), ring);
  return (t1 - t0) * inchesBetween(a, b) > GRAZE;
}

/** The way along the side of `piece` nearest `at` (a round piece: along its rim there). */
function alongNearestSide(piece: Shape, at: At): Point {
  if (piece.kind === 'circle') return { x: piece.centre.y - at[1], y: at[0] - piece.centre.x };
  let along: Point = { x: 1, y: 0 };
  let nearest = Number.POSITIVE_INFINITY;
  forEachEdge(piece.points, (a, b) => {
    const inches = distanceToSegment(point(at), a, b);
    if (inches < nearest) [nearest, along] = [inches, { x: b.x - a.x, y: b.y - a.y }];
  });
  return along;
}

/**
 * The ring (`piece` grown) with, for a unit standing inside it (hard by the
 * piece), the two points where a line from it along the piece's nearest side
 * leaves the ring, each set between the corners of the ring's side it lies on:
 * the unit may step aside along the piece, rather than back off to a corner.
 */
function withStepsAside(ring: readonly At[], piece: Shape, from: At): At[] {
  const ringShape: Shape = { kind: 'polygon', points: ring.map(point) };
  if (!containsPoint(ringShape, point(from))) return [...ring];
  const along = alongNearestSide(piece, from);
  // A line as long as the ring's outline, either way, reaches past it.
  const reach =
    ring.reduce((sum, c, i) => sum + inchesBetween(c, ring[(i + 1) % ring.length] ?? c), 0) /
    (Math.hypot(along.x, along.y) || 1);
  const a: At = [from[0] - along.x * reach, from[1] - along.y * reach];
  const b: At = [from[0] + along.x * reach, from[1] + along.y * reach];
  const [t0, t1] = clipSegment(point(a), point(b), ringShape);
  // A line that only touches the ring (the unit on its edge, along a side) leaves it nowhere.
  const steps =
    t1 > t0 ? [t0, t1].map((t): At => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]) : [];
  const onSide = (step: At): number => {
    const sides = ring.map((c, i) =>
      distanceToSegment(point(step), point(c), point(ring[(i + 1) % ring.length] ?? c)),
    );
    return sides.indexOf(Math.min(...sides));
  };
  return ring.flatMap((corner, i) => [
    corner,
    ...steps
      .filter((step) => onSide(step) === i)
      .sort((p, q) => inchesBetween(corner, p) - inchesBetween(corner, q)),
  ]);
}

/** The shortest way round a piece: the point a unit makes for first, and the inches of the whole way to its goal. */
export interface WayRound {
  readonly first: At;
  readonly inches: number;
}

/** What the way round a piece of terrain keeps to. */
export interface Rounding {
  readonly piece: Shape;
  /** Inches between the piece and the unit's Officer going round: half its frontage and a little more. */
  readonly margin: number;
  /** Whether the unit files from one place to another with its narrowest band clear of the piece. */
  readonly files: (a: At, b: At) => boolean;
  /** Whether a place is on the battlefield, for the unit's Officer to make for. */
  readonly onTable: (at: At) => boolean;
}

/**
 * The shortest way from `from` to `to` round `ring`: to a corner of the ring
 * on the table it `reaches` and does not stand at, then corner by corner along
 * the ring, either way round, until the way on to `to` is clear (`clear`); a
 * way that leaves the table is none.
 */
function shortestRound(
  ring: readonly At[],
  from: At,
  to: At,
  limits: { readonly reaches: (corner: At) => boolean; readonly onTable: (at: At) => boolean },
  clear: (corner: At) => boolean,
): WayRound | undefined {
  let best: WayRound | undefined;
  ring.forEach((first, i) => {
    if (inchesBetween(from, first) <= ARRIVED || !limits.onTable(first) || !limits.reaches(first))
      return;
    for (const step of [1, ring.length - 1]) {
      let at: At | undefined = first;
      let inches = inchesBetween(from, first);
      for (let k = 1; k < ring.length && at !== undefined && !clear(at); k++) {
        const next: At = ring[(i + step * k) % ring.length] ?? at;
        inches += inchesBetween(at, next);
        at = limits.onTable(next) ? next : undefined;
      }
      if (at === undefined) continue;
      inches += inchesBetween(at, to);
      if (best === undefined || inches < best.inches) best = { first, inches };
    }
  });
  return best;
}

/**
 * rulebook pp.41-42 Impassable Terrain: the shortest way from `from` to `to`
 * round the piece grown by the rounding's margin (half the unit's frontage
 * and a little more), on the table: to a corner of the grown piece that the
 * unit files to from where it stands, or when it stands hard by the piece a
 * step aside along it; then corner by corner along the grown piece until the
 * way on to `to` clears it (a goal hard by the piece: until the unit files to
 * it). Undefined when it files to no corner, or every way leaves the table.
 */
export function wayRound(rounding: Rounding, from: At, to: At): WayRound | undefined {
  const { piece, margin, files, onTable } = rounding;
  const ring = withStepsAside(grown(piece, margin), piece, from);
  const ringShape: Shape = { kind: 'polygon', points: ring.map(point) };
  const goalHardBy = containsPoint(ringShape, point(to));
  const clear = (at: At): boolean => (goalHardBy ? files(at, to) : !runsInside(at, to, ringShape));
  const reaches = (corner: At): boolean => files(from, corner);
  return shortestRound(ring, from, to, { reaches, onTable }, clear);
}
