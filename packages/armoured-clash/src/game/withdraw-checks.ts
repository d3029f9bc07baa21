import { EPSILON, type Point, distanceBetween, insideRegion, overlaps } from '@warroom/engine';
import { battlefieldArea } from '../battlefield/battlefield.js';
import { firstOverlapped } from '../battlefield/box-overlap.js';
import { ENEMY_DISTANCE } from '../battlefield/movement/enemy-crossing.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf, tableUnitOf } from './army-unit.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { plannedTable, tableOf } from './table-of.js';
import { barriersOf, crossesBarrier } from './withdraw-path.js';
import { type Route, withdrawRoutes } from './withdraw-route.js';

/** What a Withdrawing unit's models are checked against (rulebook p.29), on the table without them. */
export interface WithdrawChecks {
  /**
   * Whether a model of the unit may be placed at `at`, facing `facing`: on the
   * battlefield, clear of other models and of Impassable Terrain (rulebook
   * p.41), not within 1" of an enemy unit.
   */
  readonly standsAt: (at: Point, facing: number) => boolean;
  /**
   * rulebook p.29: the Officer "moves 3" directly away": whether its straight
   * line to `at` is clear of Impassable Terrain (p.41) and enemy models (p.16).
   */
  readonly straightTo: (officer: ModelState, at: Point) => boolean;
  /** The route of another model to `at` round Impassable Terrain and enemy models (withdraw-route.ts), undefined when it has none. */
  readonly routeTo: (model: ModelState, at: Point) => Route | undefined;
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
  const barriers = [
    ...barriersOf(table, tableUnitOf(unit, unitState.side, unitState.officer)),
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
          distanceBetween(m.footprint, footprint) < ENEMY_DISTANCE - EPSILON,
      )
    );
  };
  return {
    standsAt,
    straightTo: (officer, at) => !crossesBarrier(barriers, unit, officer, [at]),
    routeTo: withdrawRoutes(barriers, unit, battlefield),
  };
}
