import {
  type At,
  type GameSetup,
  type PlayerView,
  armyUnit,
  tableOf,
} from '@warroom/armoured-clash';
import { type Point, type Shape, clipSegment, outline } from '@warroom/engine';
import { inchesBetween } from './heuristic-odds.js';

/** rulebook pp.41-42: terrain a unit goes around rather than through (Impassable, and Blocking for most units). */
const IN_THE_WAY = ['impassable', 'blocking'];
/** Inches kept between the unit's flank and a corner it rounds. */
const CLEARANCE = 1;

/** The fraction along `a`–`b` at which the segment enters `shape`, or undefined when it misses it. */
function entersAt(a: At, b: At, shape: Shape): number | undefined {
  const [t0, t1] = clipSegment({ x: a[0], y: a[1] }, { x: b[0], y: b[1] }, shape);
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
function roundedCorners(shape: Shape, margin: number): At[] {
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
 * rulebook pp.41-42 Impassable Terrain, p.16 Moving a Unit: the point the
 * unit heads for on its way from `from` to `to`. When the band its models
 * sweep crosses a piece of terrain it goes around (Impassable or Blocking, the
 * first one met), the corner of that piece, pushed out by half the unit's
 * frontage and a little more, that makes the shortest way round and that it
 * can reach without crossing the piece; otherwise `to` itself.
 */
export function waypointTowards(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  from: At,
  to: At,
): At {
  const half = halfFrontage(setup, view, unit, from);
  // The table's pieces (drawn once per terrain list, Wrecked buildings Blocking).
  const blocking = tableOf(setup, view)
    .terrain.filter((piece) => piece.features.some((f) => IN_THE_WAY.includes(f)))
    .map((piece) => piece.area)
    .map((shape) => ({ shape, at: corridorEnters(from, to, half, shape) }))
    .filter((hit): hit is { shape: Shape; at: number } => hit.at !== undefined)
    .sort((p, q) => p.at - q.at)[0];
  if (blocking === undefined) return to;
  // The unit files along the piece's side to the corner: only its narrowest band must clear it.
  const narrow = halfBase(setup, unit);
  const around = roundedCorners(blocking.shape, half + CLEARANCE)
    .filter((corner) => corridorEnters(from, corner, narrow, blocking.shape) === undefined)
    .sort(
      (p, q) =>
        inchesBetween(from, p) +
        inchesBetween(p, to) -
        inchesBetween(from, q) -
        inchesBetween(q, to),
    )[0];
  return around ?? to;
}
