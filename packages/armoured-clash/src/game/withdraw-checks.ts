import { EPSILON, type Point, closerThan, insideRegion, overlaps } from '@warroom/engine';
import { battlefieldArea } from '../battlefield/battlefield.js';
import { firstOverlapped } from '../battlefield/box-overlap.js';
import { ENEMY_DISTANCE } from '../battlefield/movement/enemy-crossing.js';
import { movementTraitsOf } from '../battlefield/unit-traits.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf, tableUnitOf } from './army-unit.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { plannedTable, tableOf } from './table-of.js';
import { barriersOf, crossesBarrier } from './withdraw-path.js';
import { type Route, withdrawRoutes } from './withdraw-route.js';
import { ponderousRoutes } from './withdraw-template-route.js';

/** What a Withdrawing unit's models are checked against (rulebook p.29), on the table without them. */
export interface WithdrawChecks {
  /**
   * Whether a model of the unit may be placed at `at`, facing `facing`: on the
   * battlefield, clear of other models and of Impassable Terrain (rulebook
   * p.41), not within 1" of an enemy unit.
   */
  readonly standsAt: (at: Point, facing: number) => boolean;
  /**
   * rulebook p.29: the Officer "moves 3" directly away": whether its move
   * through `waypoints` (where it stands first: a straight line, or for a
   * Ponderous unit legs along the Turning Template, withdraw-officer.ts) is
   * clear of Impassable Terrain (p.41) and enemy models (p.16) and, for a
   * Ponderous one, on the battlefield (withdraw-template-route.ts).
   */
  readonly movesAlong: (officer: ModelState, waypoints: readonly Point[]) => boolean;
  /**
   * The route of another model to `at`, where it is to face `facing`, round
   * Impassable Terrain and enemy models (withdraw-route.ts; for a Ponderous
   * unit along the Turning Template, withdraw-template-route.ts), undefined
   * when it has none.
   */
  readonly routeTo: (model: ModelState, at: Point, facing: number) => Route | undefined;
}

/**
 * The checks of `unitState`'s Withdraw, on the table as it stands with the
 * unit's models lifted off, and the places of its models in `wrecked` taken as
 * Blocking Terrain (where a Large model that cannot be placed stays, Wrecked:
 * rulebook p.35 Wrecks).
 */
export function withdrawChecks(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  wrecked: readonly ModelState[] = [],
): WithdrawChecks {
  const unit = armyUnit(setup, unitState.id);
  const table = tableOf(
    setup,
    plannedTable(state, { ...state.units, [unitState.id]: { ...unitState, models: [] } }),
  );
  const tableUnit = tableUnitOf(unit, unitState.side, unitState.officer);
  const barriers = [
    ...barriersOf(table, tableUnit),
    ...wrecked.map((model) => footprintOf(unit, model)),
  ];
  const battlefield = battlefieldArea(setup.battlefield);
  const standsAt = (at: Point, facing: number): boolean => {
    const footprint = footprintOf(unit, { id: unitState.officer, x: at.x, y: at.y, facing });
    return (
      insideRegion(footprint, battlefield) &&
      firstOverlapped(table.models, footprint) === undefined &&
      !barriers.some((barrier) => overlaps(barrier, footprint)) &&
      !table.models.some(
        (m) =>
          table.units.get(m.unit)?.side !== unitState.side &&
          closerThan(m.footprint, footprint, ENEMY_DISTANCE - EPSILON),
      )
    );
  };
  if (movementTraitsOf(tableUnit).ponderous) {
    const ponderous = ponderousRoutes(barriers, unit, battlefield);
    return { standsAt, movesAlong: ponderous.movesAlong, routeTo: ponderous.routeTo };
  }
  const routes = withdrawRoutes(barriers, unit, battlefield);
  return {
    standsAt,
    movesAlong: (officer, waypoints) =>
      !crossesBarrier(barriers, unit, officer, waypoints.slice(1)),
    routeTo: (model, at) => routes(model, at),
  };
}
