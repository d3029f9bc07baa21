import {
  type At,
  type GameSetup,
  type PlayerView,
  type TerrainPiece,
  armyUnit,
  blocksSight,
  hasFeature,
  terrainOf,
} from '@warroom/armoured-clash';
import {
  type Point,
  type Shape,
  centreOf,
  clipSegment,
  distanceToPoint,
  nearestBoundaryPoint,
  point,
} from '@warroom/engine';
import type { Threat } from './heuristic-exposure.js';
import { degreesTowards, inchesBetween, officerAt } from './heuristic-odds.js';

/** A place in or behind a piece of terrain: where the Officer ends, facing the shooters, and the routes tried to it (legs turning at `via`; none: straight). */
export interface CoverSpot {
  readonly at: At;
  readonly facing: number;
  readonly routes: readonly (readonly At[])[];
}

/** How far past a piece's edge (inches), beyond half its depth, the Officer's base stands. */
const CLEARANCE = 0.05;
/** The straight route: no leg turns. */
export const STRAIGHT: readonly At[] = [];
/** A point this far away (inches, beyond every battlefield) finds a piece's far edge in its direction. */
const FAR_AWAY = 1000;
/** At most this many pieces of terrain, the nearest to the unit, are tried. */
const PIECES_TRIED = 3;
/** Degrees of a quarter and a half turn. */
const QUARTER_TURN = 90;
const HALF_TURN = 180;

/**
 * rulebook p.17 Checking Line of Sight; pp.41-42: the terrain that may hide a
 * unit from a shooter: Dense Terrain (Obscured, or Blocked past 3"), Blocking
 * Terrain and Hills (Blocked), an Obstacle in contact (Concealed). Only where to
 * look: what cover a place gives is left to the engine's plan of each attack.
 */
export function mayGiveCover(piece: TerrainPiece): boolean {
  return blocksSight(piece) || hasFeature(piece, 'dense') || hasFeature(piece, 'obstacle');
}

/**
 * Where the line from `shooters` through `anchor` leaves `area`, then
 * `beyond` inches further: a place the piece stands between the shooters and;
 * undefined when the line misses it.
 */
export function pastFarEdge(
  area: Shape,
  shooters: At,
  anchor: Point,
  beyond: number,
): At | undefined {
  const off = inchesBetween(shooters, [anchor.x, anchor.y]);
  if (off === 0) return undefined;
  const away = point((anchor.x - shooters[0]) / off, (anchor.y - shooters[1]) / off);
  const start = point(shooters[0], shooters[1]);
  const end = point(start.x + away.x * FAR_AWAY, start.y + away.y * FAR_AWAY);
  const [enters, leaves] = clipSegment(start, end, area);
  if (leaves < enters) return undefined;
  const past = leaves * FAR_AWAY + beyond;
  return [start.x + away.x * past, start.y + away.y * past];
}

/**
 * The places a piece offers against shooters around `shooters`: beyond it
 * from them, in line with its centre and with its point nearest the unit
 * (straight there, or round either end of it), and for Dense Terrain its
 * centre too.
 */
function spotsBy(piece: TerrainPiece, from: At, shooters: At, beyond: number): CoverSpot[] {
  const centre = centreOf(piece.area);
  const nearest = nearestBoundaryPoint(piece.area, point(from[0], from[1]));
  const spots: CoverSpot[] = [];
  for (const anchor of [centre, nearest]) {
    const behind = pastFarEdge(piece.area, shooters, anchor, beyond);
    if (behind === undefined) continue;
    const facing = degreesTowards(behind, shooters);
    // Round either end of the piece, across the line of fire.
    const across = degreesTowards(shooters, behind) + QUARTER_TURN;
    const ends = [across, across + HALF_TURN].map((turn) => {
      const radians = (turn * Math.PI) / HALF_TURN;
      const aside = point(centre.x + Math.cos(radians), centre.y + Math.sin(radians));
      return pastFarEdge(piece.area, [centre.x, centre.y], aside, beyond);
    });
    const rounds = ends.flatMap((end) => (end === undefined ? [] : [[end]]));
    spots.push({ at: behind, facing, routes: [STRAIGHT, ...rounds] });
  }
  if (hasFeature(piece, 'dense')) {
    const inside: At = [centre.x, centre.y];
    spots.push({ at: inside, facing: degreesTowards(inside, shooters), routes: [STRAIGHT] });
  }
  return spots;
}

/** The centre of the Officers of the units threatening, or undefined when none stands on the table. */
export function shootersCentre(view: PlayerView, threats: readonly Threat[]): At | undefined {
  const at = threats.flatMap((t) => {
    const officer = officerAt(view.units, t.enemy);
    return officer === undefined ? [] : [officer];
  });
  if (at.length === 0) return undefined;
  return [
    at.reduce((s, p) => s + p[0], 0) / at.length,
    at.reduce((s, p) => s + p[1], 0) / at.length,
  ];
}

/** How far past a piece's edge (inches) the unit's Officer stands: half its base's depth and CLEARANCE. */
export function standOff(setup: GameSetup, unit: string): number {
  return armyUnit(setup, unit).footprint.depth / 2 + CLEARANCE;
}

/** The pieces of terrain that may give cover within `reach` inches of `from`, the nearest first (at most PIECES_TRIED). */
export function coverNear(setup: GameSetup, from: At, reach: number): TerrainPiece[] {
  const here = point(from[0], from[1]);
  return terrainOf(setup)
    .filter(mayGiveCover)
    .map((piece) => ({ piece, away: distanceToPoint(piece.area, here) }))
    .filter((p) => p.away <= reach)
    .sort((p, q) => p.away - q.away)
    .slice(0, PIECES_TRIED)
    .map((p) => p.piece);
}

/**
 * Places within `reach` inches of the unit's Officer (`from`) in or behind
 * `pieces` (coverNear) against the enemy units threatening it, facing them.
 */
export function coverSpots(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  pieces: readonly TerrainPiece[],
  threats: readonly Threat[],
  reach: number,
): CoverSpot[] {
  const from = officerAt(view.units, unit);
  const shooters = shootersCentre(view, threats);
  if (from === undefined || shooters === undefined) return [];
  const beyond = standOff(setup, unit);
  return pieces
    .flatMap((piece) => spotsBy(piece, from, shooters, beyond))
    .filter((spot) => inchesBetween(from, spot.at) <= reach);
}
