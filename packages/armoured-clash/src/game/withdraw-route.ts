import {
  type Point,
  type Shape,
  centreOf,
  footprintObstacle,
  insideRegion,
  outline,
  overlaps,
  point,
} from '@warroom/engine';
import type { ArmyUnit } from './army.js';
import { footprintOf } from './army-unit.js';
import type { ModelState } from './state.js';
import { crossesBarrier } from './withdraw-path.js';

/** Inches a route's turning point stands out from the corner of a barrier it rounds, so that it stays clear of it. */
const CORNER_CLEARANCE = 0.01;

/**
 * Sides of the polygon drawn round a round barrier for its corners: a route
 * rounds it by eight turns rather than by the engine's 64-sided outline.
 */
const ROUND_BARRIER_SIDES = 8;

/** A model's route: where it stands at each turn (its place first, rulebook p.16: straight legs). */
export type Route = readonly Point[];

/**
 * A breadth-first search of the corners a model can round, from where it
 * stands, taken up again where it stopped for each place asked about.
 */
interface Search {
  /** Where the model stands, then the corners it can round. */
  readonly points: readonly Point[];
  /** For each point reached, the point it was reached from (-1: where the model stands). */
  readonly from: Map<number, number>;
  /** The points reached, in the order reached. */
  readonly reached: number[];
  /** How many of `reached` have had the points they lead to looked for. */
  expanded: number;
}

/** A round barrier's stand-in for finding corners: the polygon of ROUND_BARRIER_SIDES drawn round it. */
function cornered(barrier: Shape): Shape {
  if (barrier.kind === 'polygon') return barrier;
  const { centre, radius } = barrier;
  const reach = radius / Math.cos(Math.PI / ROUND_BARRIER_SIDES);
  const points = Array.from({ length: ROUND_BARRIER_SIDES }, (_, i) => {
    const angle = (2 * Math.PI * i) / ROUND_BARRIER_SIDES;
    return point(centre.x + reach * Math.cos(angle), centre.y + reach * Math.sin(angle));
  });
  return { kind: 'polygon', points };
}

/**
 * Where the model (as it stands, its facing kept) can stand just clear of the
 * corners of each barrier (withdraw-path.ts barriersOf: Impassable Terrain,
 * enemy models; a round one drawn as a polygon round it, `cornered`): the
 * corners of the barrier grown by its footprint (the places
 * where the footprint meets it; engine footprintObstacle), each pushed out
 * from the grown barrier's centre, kept when the footprint there is on the
 * battlefield and clear of every barrier.
 */
function cornersOf(
  barriers: readonly Shape[],
  unit: ArmyUnit,
  model: ModelState,
  battlefield: Shape,
): Point[] {
  const around = footprintOf(unit, { ...model, x: 0, y: 0 });
  return barriers.flatMap((barrier) => {
    const grown = footprintObstacle(cornered(barrier), around);
    const centre = centreOf(grown);
    return outline(grown)
      .map((c) => {
        const away = Math.hypot(c.x - centre.x, c.y - centre.y) || 1;
        const out = CORNER_CLEARANCE / away;
        return point(c.x + (c.x - centre.x) * out, c.y + (c.y - centre.y) * out);
      })
      .filter((at) => {
        const footprint = footprintOf(unit, { ...model, x: at.x, y: at.y });
        return (
          insideRegion(footprint, battlefield) && !barriers.some((b) => overlaps(b, footprint))
        );
      });
  });
}

/** The route to point `i` of the search, from where the model stands. */
function routeTo(search: Search, i: number): Point[] {
  const route: Point[] = [];
  for (let at = i; at >= 0; at = search.from.get(at) ?? -1)
    route.unshift(search.points[at] as Point);
  return route;
}

/**
 * rulebook p.29 Withdrawing: "the unit's General moves any other models in the
 * unit so that they are in Unit Coherency with the Officer ... Any model that
 * cannot be placed according to these rules is immediately Destroyed". Our
 * reading: the General *moves* them, so this is a move (rulebook p.16 Moving a
 * Unit: "Movement is measured in straight lines, but can be broken down into
 * multiple smaller moves, changing direction between them"), and rulebook p.41
 * applies: "A unit cannot move into or across Impassable Terrain", as does
 * p.16's leave to move through friendly models only. The rule gives the
 * others no distance (only the Officer's 3"), so a route of whatever length
 * will do: a model is cut off only when no route on the battlefield
 * leads round the barriers to its place. The unit starts in contact with the
 * enemy it fought, so p.16's 1" from an enemy unit is kept where each model
 * ends (as p.29 says), not along its route. The route finder of one Withdraw: for a
 * model of `unit` and a place, a route there clear of the `barriers` (a straight
 * line when one is, else round their corners, in as few legs as it finds),
 * undefined when there is none. Each model's corners are found once.
 */
export function withdrawRoutes(
  barriers: readonly Shape[],
  unit: ArmyUnit,
  battlefield: Shape,
): (model: ModelState, to: Point) => Route | undefined {
  const searches = new Map<string, Search>();
  const found = new Map<string, Route | undefined>();
  const legClear = (model: ModelState, from: Point, to: Point): boolean =>
    !crossesBarrier(barriers, unit, { ...model, x: from.x, y: from.y }, [to]);
  const searchOf = (model: ModelState): Search => {
    const known = searches.get(model.id);
    if (known !== undefined) return known;
    const points = [point(model.x, model.y), ...cornersOf(barriers, unit, model, battlefield)];
    const search = { points, from: new Map([[0, -1]]), reached: [0], expanded: 0 };
    searches.set(model.id, search);
    return search;
  };
  // The first point reached, in the order of the search, from which `to` is in a straight line; the search goes on until one is found or none is left.
  const lastTurn = (model: ModelState, search: Search, to: Point): number | undefined => {
    const sees = (i: number): boolean => legClear(model, search.points[i] as Point, to);
    const seen = search.reached.find(sees);
    if (seen !== undefined) return seen;
    while (search.expanded < search.reached.length) {
      const i = search.reached[search.expanded++] as number;
      const at = search.points[i] as Point;
      const fresh = [...search.points.keys()].filter(
        (j) => !search.from.has(j) && legClear(model, at, search.points[j] as Point),
      );
      for (const j of fresh) search.from.set(j, i);
      search.reached.push(...fresh);
      const next = fresh.find(sees);
      if (next !== undefined) return next;
    }
    return undefined;
  };
  return (model, to) => {
    const key = `${model.id} ${to.x} ${to.y}`;
    if (found.has(key)) return found.get(key);
    let route: Route | undefined = [point(model.x, model.y), to];
    if (!legClear(model, point(model.x, model.y), to)) {
      const search = searchOf(model);
      const last = lastTurn(model, search, to);
      route = last === undefined ? undefined : [...routeTo(search, last), to];
    }
    found.set(key, route);
    return route;
  };
}
