import { EPSILON, distanceBetween, point } from '@warroom/engine';
import { objectiveMarker } from '../../battlefield/objectives.js';
import type { At } from '../choice.js';
import {
  SUPPLY_DROP_MARKERS,
  SUPPLY_DROP_SPACING,
  supplyDropMarkerProblem,
} from './supply-drop.js';
import type { ZoneNames } from './supply-drop-zone-names.js';

/** The spacing of the grid on which room for the markers still to place is looked for, in inches. */
export const SUPPLY_DROP_ROOM_GRID = 1;

type Battlefield = { readonly width: number; readonly depth: number };
type Zones = { readonly a: readonly At[]; readonly b: readonly At[] };

function apart(one: At, other: At): boolean {
  const gap = distanceBetween(
    objectiveMarker(point(one[0], one[1])),
    objectiveMarker(point(other[0], other[1])),
  );
  return gap > SUPPLY_DROP_SPACING + EPSILON;
}

/** The grid's spots clear of the zones, kept per zone outline and Battlefield (the placing asks again and again). */
const clearOfZones = new WeakMap<
  readonly At[],
  { readonly b: readonly At[]; readonly battlefield: Battlefield; readonly spots: readonly At[] }
>();

function spotsClearOfZones(battlefield: Battlefield, zones: Zones): readonly At[] {
  const known = clearOfZones.get(zones.a);
  if (
    known !== undefined &&
    known.b === zones.b &&
    known.battlefield.width === battlefield.width &&
    known.battlefield.depth === battlefield.depth
  )
    return known.spots;
  const spots: At[] = [];
  for (let x = SUPPLY_DROP_ROOM_GRID; x < battlefield.width; x += SUPPLY_DROP_ROOM_GRID)
    for (let y = SUPPLY_DROP_ROOM_GRID; y < battlefield.depth; y += SUPPLY_DROP_ROOM_GRID)
      if (supplyDropMarkerProblem(battlefield, zones, [], [x, y]) === undefined) spots.push([x, y]);
  clearOfZones.set(zones.a, { b: zones.b, battlefield, spots });
  return spots;
}

/**
 * The spots of a 1" grid where the rules allow a marker with `placed` on the
 * table (rulebook p.60 Supply Drop), row by row; whether each leaves room for
 * the rest is not asked (supplyDropMarkerRefusal).
 */
export function supplyDropGridSpots(
  battlefield: Battlefield,
  zones: Zones,
  placed: readonly At[],
): At[] {
  if (placed.length >= SUPPLY_DROP_MARKERS) return [];
  return spotsClearOfZones(battlefield, zones).filter((spot) =>
    placed.every((other) => apart(spot, other)),
  );
}

/** Whether `count` of `spots` (from `from` on) are each more than 8" from the others. */
function roomFor(spots: readonly At[], count: number, from = 0, chosen: At[] = []): boolean {
  if (count === 0) return true;
  for (let i = from; i < spots.length; i++) {
    const spot = spots[i];
    if (spot === undefined || !chosen.every((other) => apart(spot, other))) continue;
    chosen.push(spot);
    if (roomFor(spots, count - 1, i + 1, chosen)) return true;
    chosen.pop();
  }
  return false;
}

/**
 * Why a marker may not go at `at`: the rules' own reasons (supplyDropMarkerProblem),
 * or that it would leave no room for the markers still to place. Rulebook p.60
 * does not say what happens when a marker cannot be placed; our reading: a
 * General may not place a marker so that the four cannot all be placed, so
 * the placing always ends. Room is looked for on a 1" grid.
 */
export function supplyDropMarkerRefusal(
  battlefield: Battlefield,
  zones: Zones,
  placed: readonly At[],
  at: At,
  names?: ZoneNames,
): string | undefined {
  const problem = supplyDropMarkerProblem(battlefield, zones, placed, at, names);
  if (problem !== undefined) return problem;
  const after = [...placed, at];
  const left = SUPPLY_DROP_MARKERS - after.length;
  if (left === 0 || roomFor(supplyDropGridSpots(battlefield, zones, after), left)) return undefined;
  return `a marker at (${at.join(', ')}) would leave no room for the ${left} marker${left === 1 ? '' : 's'} still to place, each more than ${SUPPLY_DROP_SPACING}" from the Deployment Zones and the other markers (rulebook p.60 Supply Drop; room looked for on a ${SUPPLY_DROP_ROOM_GRID}" grid)`;
}
