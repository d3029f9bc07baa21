import { type Point, distance, normaliseAngle, radians } from '@warroom/engine';

/**
 * The Turning Template (rulebook p.16 Ponderous Movement). Its exact dimensions
 * are not in the rules texts Warroom implements; this is its geometry as data:
 * Navigation Points `spacing` inches apart, and the largest turn a model may
 * make as its centre point reaches one.
 */
export interface TurningTemplate {
  readonly spacing: number;
  readonly largestTurn: number;
}

export const TURNING_TEMPLATE: TurningTemplate = { spacing: 1, largestTurn: radians(45) };

/**
 * Why a Ponderous model's path cannot follow the Turning Template, or undefined
 * when it can: it moves straight forwards or backwards along its facing, and only
 * turns (by at most the template's angle) where its centre has travelled a whole
 * number of Navigation Points.
 */
export function ponderousProblem(
  waypoints: readonly Point[],
  startFacing: number,
  template: TurningTemplate = TURNING_TEMPLATE,
): string | undefined {
  let facing = startFacing;
  let travelled = 0;
  for (let i = 1; i < waypoints.length; i++) {
    const a = waypoints[i - 1] as Point;
    const b = waypoints[i] as Point;
    const heading = Math.atan2(b.y - a.y, b.x - a.x);
    const forwards = Math.abs(normaliseAngle(heading - facing));
    const backwards = Math.abs(normaliseAngle(heading + Math.PI - facing));
    const turn = Math.min(forwards, backwards);
    if (i === 1 && turn > 1e-6) return 'it must first move straight forwards or backwards';
    if (i > 1) {
      const atNavigationPoint =
        Math.abs(travelled / template.spacing - Math.round(travelled / template.spacing)) < 1e-6;
      if (turn > 1e-6 && !atNavigationPoint)
        return `it turns ${travelled.toFixed(2)}" along, not at a Navigation Point`;
      if (turn > template.largestTurn + 1e-9)
        return 'it turns further than the Turning Template allows';
    }
    facing = forwards <= backwards ? heading : normaliseAngle(heading + Math.PI);
    travelled += distance(a, b);
  }
  return undefined;
}

/** The facing of a Ponderous model on each leg of its path: along the leg, forwards or backwards. */
export function ponderousLegFacings(waypoints: readonly Point[], startFacing: number): number[] {
  const facings: number[] = [];
  let facing = startFacing;
  for (let i = 1; i < waypoints.length; i++) {
    const a = waypoints[i - 1] as Point;
    const b = waypoints[i] as Point;
    if (distance(a, b) > 0) {
      const heading = Math.atan2(b.y - a.y, b.x - a.x);
      const forwards = Math.abs(normaliseAngle(heading - facing));
      const backwards = Math.abs(normaliseAngle(heading + Math.PI - facing));
      facing = forwards <= backwards ? heading : normaliseAngle(heading + Math.PI);
    }
    facings.push(facing);
  }
  return facings;
}
