import {
  type Point,
  type Shape,
  convexPolygon,
  distanceBetween,
  fullyWithin,
  insideRegion,
  overlaps,
  point,
} from '@warroom/engine';
import { objectiveMarker } from '../../battlefield/objectives.js';
import type { Side, Table } from '../../battlefield/table.js';
import { FORWARD, FORWARD_TABLE, type ForwardDie } from '../../rules/entries/forward.js';
import type { GameSetup } from '../army.js';
import { IllegalChoice } from '../rule-error.js';
import { other } from '../state.js';
import { dieName } from './forward-stage.js';

function zoneOf(setup: GameSetup, side: Side): Shape {
  return convexPolygon(setup.generals[side].zone.map(([x, y]): Point => point(x, y)));
}

/** Why a model's footprint stands too near a Strategic Objective Marker or a Defensible Building, or undefined. */
function tooNearObjective(
  setup: GameSetup,
  table: Table,
  footprint: Shape,
  clearance: number,
  removed: readonly string[],
): string | undefined {
  for (const marker of setup.objectives ?? []) {
    if (removed.includes(marker.id)) continue;
    const gap = distanceBetween(footprint, objectiveMarker(point(marker.at[0], marker.at[1])));
    if (gap <= clearance) {
      return `within ${clearance}" of Strategic Objective Marker ${marker.id} (${gap.toFixed(2)}")`;
    }
  }
  for (const piece of table.terrain) {
    if (piece.defensible === undefined) continue;
    const gap = distanceBetween(footprint, piece.area);
    if (gap <= clearance) {
      return `within ${clearance}" of the Defensible Building ${piece.name} (${gap.toFixed(2)}")`;
    }
  }
  return undefined;
}

/**
 * glossary: Forward — why a model deployed with a die of the Forward Pool
 * cannot stand there by the die's row of FORWARD_TABLE, or undefined: within
 * its General's Deployment Zone, or fully within the row's inches of it, or
 * anywhere; then not within the opposing General's Deployment Zone (no part
 * of it inside), nor within 3" of a Strategic Objective Marker or Defensible
 * Building (exactly 3" is within) where the row says so.
 */
export function forwardPlacementRefusal(
  setup: GameSetup,
  table: Table,
  side: Side,
  die: ForwardDie,
  model: string,
  footprint: Shape,
  removedObjectives: readonly string[] = [],
): IllegalChoice | undefined {
  const result = FORWARD_TABLE[die];
  const rule = `${FORWARD} (${dieName(die)})`;
  const zone = zoneOf(setup, side);
  if (result.beyondZone === 0 && !insideRegion(footprint, zone)) {
    return new IllegalChoice(rule, `${model} would not be entirely within the Deployment Zone`);
  }
  if (result.beyondZone !== undefined && !fullyWithin(footprint, zone, result.beyondZone)) {
    return new IllegalChoice(
      rule,
      `${model} would be more than ${result.beyondZone}" outside the Deployment Zone`,
    );
  }
  if (result.outsideOpposingZone && overlaps(footprint, zoneOf(setup, other(side)))) {
    return new IllegalChoice(
      rule,
      `${model} would be within the opposing General's Deployment Zone`,
    );
  }
  if (result.clearOfObjectives !== undefined) {
    const near = tooNearObjective(
      setup,
      table,
      footprint,
      result.clearOfObjectives,
      removedObjectives,
    );
    if (near !== undefined) return new IllegalChoice(rule, `${model} would be ${near}`);
  }
  return undefined;
}
