import {
  type At,
  type GameSetup,
  type PlayerView,
  type TerrainPiece,
  armyUnit,
  hasFeature,
} from '@warroom/armoured-clash';
import { clipSegment, degrees, nearestBoundaryPoint, point } from '@warroom/engine';
import {
  type CoverSpot,
  STRAIGHT,
  pastFarEdge,
  shootersCentre,
  standOff,
} from './heuristic-cover-spots.js';
import type { Threat } from './heuristic-exposure.js';
import { inchesBetween, officerAt } from './heuristic-odds.js';

/**
 * rulebook p.26 Concealed, p.17 Checking Line of Sight, pp.41-42 Dense
 * Terrain, Obstacles: the places on a unit's way to `towards` (its
 * objective) where terrain may hide it from the shooters threatening it. For
 * each of `pieces` (those that may give cover within `reach` inches, its
 * Advance: heuristic-cover-spots.ts coverNear, the pieces the cover search
 * tries): where
 * the straight line to `towards` meets the piece, and the piece's point
 * nearest where that straight Advance ends, each taken to the piece's far
 * side from the shooters (its near side when the piece stands between the
 * unit's way and them; touching an Obstacle, clear of other terrain), the
 * unit keeping its facing. What cover a place gives, and whether the unit may
 * end there, are left to the engine; whether it is on the way, to the caller
 * (heuristic-cover.ts onTheWay).
 */
export function routeSpots(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  towards: At,
  pieces: readonly TerrainPiece[],
  threats: readonly Threat[],
  reach: number,
): CoverSpot[] {
  const state = view.units[unit];
  const officer = state?.models.find((m) => m.id === state.officer) ?? state?.models[0];
  const from = officerAt(view.units, unit);
  const shooters = shootersCentre(view, threats);
  const off = from === undefined ? 0 : inchesBetween(from, towards);
  if (officer === undefined || from === undefined || shooters === undefined || off === 0) {
    return [];
  }
  // rulebook p.16 Moving a Unit: keeping its facing, every model moves as far as its Officer (heuristic-wheel.ts).
  const facing = degrees(officer.facing);
  const step = Math.min(reach, off) / off;
  const start = point(from[0], from[1]);
  const end = point(
    from[0] + (towards[0] - from[0]) * step,
    from[1] + (towards[1] - from[1]) * step,
  );
  const apart = standOff(setup, unit);
  // rulebook p.42 Obstacles: an Obstacle Conceals only a unit In Contact with it: the Officer's base touches it.
  const touching = armyUnit(setup, unit).footprint.depth / 2;
  const spots: CoverSpot[] = [];
  for (const piece of pieces) {
    const [enters, leaves] = clipSegment(start, end, piece.area);
    const meets =
      leaves < enters
        ? []
        : [point(start.x + (end.x - start.x) * enters, start.y + (end.y - start.y) * enters)];
    const nearest = nearestBoundaryPoint(piece.area, end);
    // Where the way meets the piece at its point nearest the Advance's end, that point is tried once.
    const same = meets.some((m) => m.x === nearest.x && m.y === nearest.y);
    for (const anchor of same ? meets : [...meets, nearest]) {
      const beyond = hasFeature(piece, 'obstacle') ? touching : apart;
      const at = pastFarEdge(piece.area, shooters, anchor, beyond);
      if (at === undefined || inchesBetween(from, at) > reach) continue;
      spots.push({ at, facing, routes: [STRAIGHT] });
    }
  }
  return spots;
}
