import { type Point, distance } from '@warroom/engine';
import { heapOf } from './withdraw-template-heap.js';

/**
 * Inches a path may fall short of the bound of the opening it comes from
 * (`Opening.shortest`) by rounding: a last leg within rounding of nothing is
 * left off a path. A path is given only when it is shorter than every opening
 * yet to be followed by more than this.
 */
export const BOUND_SLACK = 1e-6;

const lengthOf = (waypoints: readonly Point[]): number =>
  waypoints.slice(1).reduce((sum, b, i) => sum + distance(waypoints[i] as Point, b), 0);

/** A path, its length, and where it stands in the order its family makes its paths. */
export interface Candidate {
  readonly waypoints: Point[];
  readonly length: number;
  readonly made: number;
}

export const candidate = (waypoints: Point[], made: number): Candidate => ({
  waypoints,
  length: lengthOf(waypoints),
  made,
});

/** Shortest first, then fewest waypoints, then in the order made. */
const inTurn = (a: Candidate, b: Candidate): number =>
  a.length - b.length || a.waypoints.length - b.waypoints.length || a.made - b.made;

/**
 * The start of some of a family's paths: none of them is shorter than
 * `shortest` inches; `follow` makes them, or the openings they start with.
 */
export interface Opening {
  readonly shortest: number;
  readonly follow: () => readonly (Candidate | Opening)[];
}

const byBound = (a: Opening, b: Opening): number => a.shortest - b.shortest;

/**
 * A family's paths in turn (shortest first, then fewest waypoints, then as
 * made: the order of sorting them all), following only the openings that may
 * hold the next: a path is given once every opening not yet followed is
 * longer (by its bound) than it.
 */
export function* inTurnOf(openings: readonly Opening[]): Generator<Point[]> {
  const unfollowed = heapOf(byBound);
  const waiting = heapOf(inTurn);
  for (const opening of openings) unfollowed.push(opening);
  for (;;) {
    const first = waiting.peek();
    const opening = unfollowed.peek();
    if (
      first !== undefined &&
      (opening === undefined || first.length < opening.shortest - BOUND_SLACK)
    ) {
      waiting.pop();
      yield first.waypoints;
      continue;
    }
    if (opening === undefined) return;
    unfollowed.pop();
    for (const found of opening.follow()) {
      if ('waypoints' in found) waiting.push(found);
      else unfollowed.push(found);
    }
  }
}
