import {
  type At,
  type GameSetup,
  type PlayerView,
  armyUnit,
  tableOf,
} from '@warroom/armoured-clash';
import { type Point, type Shape, clipSegment, outline } from '@warroom/engine';
import { inchesBetween } from './heuristic-odds.js';
import { type Rounding, point, wayRound } from './heuristic-way-round.js';

/** rulebook pp.41-42: terrain a unit goes around rather than through (Impassable, and Blocking for most units). */
const IN_THE_WAY = ['impassable', 'blocking'];
/** Inches kept between the unit's flank and a corner it rounds. */
const CLEARANCE = 1;

/** The fraction along `a`–`b` at which the segment enters `shape`, or undefined when it misses it. */
function entersAt(a: At, b: At, shape: Shape): number | undefined {
  const [t0, t1] = clipSegment(point(a), point(b), shape);
  return t1 > t0 ? t0 : undefined;
}

/** The lines the unit's flanks and centre sweep from `a` to `b`, `half` inches either side. */
function corridor(a: At, b: At, half: number): [At, At][] {
  const length = inchesBetween(a, b) || 1;
  const across: At = [(-(b[1] - a[1]) / length) * half, ((b[0] - a[0]) / length) * half];
  return [-1, 0, 1].map((side): [At, At] => [
    [a[0] + side * across[0], a[1] + side * across[1]],
    [b[0] + side * across[0], b[1] + side * across[1]],
  ]);
}

/** Where the corridor from `a` to `b` first enters `shape` (a fraction of its length), or undefined. */
function corridorEnters(a: At, b: At, half: number, shape: Shape): number | undefined {
  const hits = corridor(a, b, half)
    .map(([p, q]) => entersAt(p, q, shape))
    .filter((t): t is number => t !== undefined);
  return hits.length === 0 ? undefined : Math.min(...hits);
}

/** Half a model's base, the larger way: the narrowest band a unit sweeps as it moves. */
function halfBase(setup: GameSetup, unit: string): number {
  const footprint = armyUnit(setup, unit).footprint;
  return Math.max(footprint.width, footprint.depth) / 2;
}

/** How far the unit's models reach from its Officer at `from`: half the widest band it sweeps as it moves. */
function halfFrontage(setup: GameSetup, view: PlayerView, unit: string, from: At): number {
  const spread = (view.units[unit]?.models ?? []).map((m) => inchesBetween(from, [m.x, m.y]));
  return halfBase(setup, unit) + Math.max(0, ...spread);
}

/** The corners of `shape` pushed `margin` inches outwards from its centre. */
function cornersPushedOut(shape: Shape, margin: number): At[] {
  const corners = outline(shape);
  const centre: Point = {
    x: corners.reduce((s, c) => s + c.x, 0) / Math.max(1, corners.length),
    y: corners.reduce((s, c) => s + c.y, 0) / Math.max(1, corners.length),
  };
  return corners.map((c): At => {
    const away = Math.hypot(c.x - centre.x, c.y - centre.y) || 1;
    return [c.x + ((c.x - centre.x) / away) * margin, c.y + ((c.y - centre.y) / away) * margin];
  });
}

/**
 * The piece of terrain a unit goes around (Impassable or Blocking) that the
 * band its models sweep from `from` to `to` (its frontage as it stands there)
 * crosses first, and what the way round it keeps to; undefined when none is
 * in the way.
 */
function roundingOf(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  from: At,
  to: At,
): Rounding | undefined {
  const half = halfFrontage(setup, view, unit, from);
  // The table's pieces (drawn once per terrain list, Wrecked buildings Blocking).
  const blocking = tableOf(setup, view)
    .terrain.filter((piece) => piece.features.some((f) => IN_THE_WAY.includes(f)))
    .map((piece) => piece.area)
    .map((shape) => ({ shape, at: corridorEnters(from, to, half, shape) }))
    .filter((hit): hit is { shape: Shape; at: number } => hit.at !== undefined)
    .sort((p, q) => p.at - q.at)[0];
  if (blocking === undefined) return undefined;
  // The unit files along the piece's side: only its narrowest band must clear it.
  const narrow = halfBase(setup, unit);
  const { width, depth } = setup.battlefield;
  return {
    piece: blocking.shape,
    margin: half + CLEARANCE,
    files: (a, b) => corridorEnters(a, b, narrow, blocking.shape) === undefined,
    // rulebook p.16: its models stay on the battlefield. A corner its frontage pushes past the edge is none;
    // one short of it the unit may still file past (the engine checks each move).
    onTable: ([x, y]) => x >= 0 && x <= width && y >= 0 && y <= depth,
  };
}

/**
 * rulebook pp.41-42 Impassable Terrain, p.16 Moving a Unit: the point the
 * unit heads for on its way from `from` to `to`. When the band its models
 * sweep crosses a piece of terrain it goes around (Impassable or Blocking, the
 * first one met), the first point of the shortest way round that piece
 * grown by half the unit's frontage and a little more, filing to it, on the
 * table (heuristic-way-round.ts): hard by the piece, a step aside along it
 * rather than a corner behind. Otherwise `to` itself.
 */
export function waypointTowards(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  from: At,
  to: At,
): At {
  const rounding = roundingOf(setup, view, unit, from, to);
  return rounding === undefined ? to : (wayRound(rounding, from, to)?.first ?? to);
}

/**
 * rulebook p.16 Ponderous Movement, pp.41-42: waypointTowards for a
 * Ponderous unit, which cannot step aside: the corner of the piece in its way
 * pushed out from the piece's centre by half its frontage and a little more
 * that makes the shortest way and that it files to (a hull nose against the
 * piece files to none, and backs off: heuristic-ponderous.ts); otherwise `to`.
 */
export function ponderousCornerTowards(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  from: At,
  to: At,
): At {
  const rounding = roundingOf(setup, view, unit, from, to);
  if (rounding === undefined) return to;
  const way = (c: At): number => inchesBetween(from, c) + inchesBetween(c, to);
  return (
    cornersPushedOut(rounding.piece, rounding.margin)
      .filter((corner) => rounding.files(from, corner))
      .sort((p, q) => way(p) - way(q))[0] ?? to
  );
}
