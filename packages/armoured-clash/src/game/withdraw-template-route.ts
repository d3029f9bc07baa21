import { type Point, type Shape, insideRegion } from '@warroom/engine';
import { ponderousLegFacings } from '../battlefield/movement/turning-template.js';
import type { ArmyUnit } from './army.js';
import { footprintOf } from './army-unit.js';
import type { ModelState } from './state.js';
import { crossesBarrier } from './withdraw-path.js';
import type { Route } from './withdraw-route.js';
import { templateRoute } from './withdraw-template.js';

/** The checks of a Ponderous unit's Withdraw (rulebook p.16 Ponderous Movement, p.29 Withdrawing). */
export interface PonderousRoutes {
  /** Whether `model` moving along `waypoints` (where it stands first) stays on the battlefield and clear of the barriers. */
  readonly movesAlong: (model: ModelState, waypoints: readonly Point[]) => boolean;
  /** The first path along the Turning Template to `at`, ending facing `facing`, that it moves along so; undefined when none does. */
  readonly routeTo: (model: ModelState, at: Point, facing: number) => Route | undefined;
}

/**
 * rulebook p.29 Withdrawing, p.16 Ponderous Movement: a Ponderous model
 * "cannot rotate on the spot", so it reaches its place and facing only along
 * the Turning Template (withdraw-template.ts templateRoute), facing along each
 * leg as it moves (withdraw-path.ts crossesBarrier). Each path is checked as
 * the others' routes are (withdraw-route.ts: clear of Impassable Terrain and
 * enemy models, p.41 and p.16) and must keep the model on the battlefield
 * (rulebook p.8), as a turning model may swing off it where a straight line
 * between two places on it cannot.
 */
export function ponderousRoutes(
  barriers: readonly Shape[],
  unit: ArmyUnit,
  battlefield: Shape,
): PonderousRoutes {
  const movesAlong = (model: ModelState, waypoints: readonly Point[]): boolean => {
    const facings = ponderousLegFacings(waypoints, model.facing);
    const onBattlefield = facings.every((facing, i) =>
      [waypoints[i], waypoints[i + 1]].every(
        (at) =>
          at !== undefined &&
          insideRegion(footprintOf(unit, { ...model, x: at.x, y: at.y, facing }), battlefield),
      ),
    );
    return onBattlefield && !crossesBarrier(barriers, unit, model, waypoints.slice(1), true);
  };
  const found = new Map<string, Route | undefined>();
  const routeTo = (model: ModelState, at: Point, facing: number): Route | undefined => {
    const key = `${model.id} ${at.x} ${at.y} ${facing}`;
    if (found.has(key)) return found.get(key);
    const from = { at: { x: model.x, y: model.y }, facing: model.facing };
    const route = templateRoute(from, { at, facing }, (waypoints) => movesAlong(model, waypoints));
    found.set(key, route);
    return route;
  };
  return { movesAlong, routeTo };
}
