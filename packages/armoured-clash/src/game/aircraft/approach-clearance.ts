import { EPSILON, closerThan } from '@warroom/engine';
import { firstOverlapped } from '../../battlefield/box-overlap.js';
import type { Table } from '../../battlefield/table.js';
import { ENEMY_DISTANCE } from '../../battlefield/movement/enemy-crossing.js';
import type { GameSetup } from '../army.js';
import { armyUnit, footprintOf } from '../army-unit.js';
import { IllegalChoice } from '../rule-error.js';
import type { ModelState } from '../state.js';
import { type TableState, plannedTable, tableOf } from '../table-of.js';

const FLYING = 'glossary: Flying, rulebook p.10 Footprints';

/**
 * The table the flying unit's models end on: every other unit where it stands
 * (drawn once for all the distances listed), from the game or a General's view.
 */
export function tableWithout(setup: GameSetup, state: TableState, unitId: string): Table {
  const unitState = state.units[unitId];
  if (unitState === undefined) return tableOf(setup, state);
  return tableOf(
    setup,
    plannedTable(state, { ...state.units, [unitId]: { ...unitState, models: [] } }),
  );
}

/**
 * glossary: Flying ("can move freely through enemy models as long as they end
 * their move at least 1" away from them") and rulebook p.10 ("A model can never
 * be placed so that its Footprint overlaps that of another model"): where an
 * Approach Step's flight ends, no model of the unit overlaps another model,
 * nor stands within 1" of an enemy model. Terrain is Open to it (Flying), and
 * its path may cross models freely. Our reading: an approach of 0" leaves the
 * unit where it was placed (as it was Deployed from Reserve, or Intercepting),
 * so it is always allowed, and the step always has a choice.
 */
export function approachEndRefusal(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  end: readonly ModelState[],
  table: Table = tableWithout(setup, state, unitId),
): IllegalChoice | undefined {
  const unitState = state.units[unitId];
  if (unitState === undefined) return undefined;
  const unit = armyUnit(setup, unitId);
  for (const model of end) {
    const footprint = footprintOf(unit, model);
    const overlapped = firstOverlapped(table.models, footprint);
    if (overlapped !== undefined) {
      return new IllegalChoice(
        FLYING,
        `${model.id} would end its flight overlapping ${overlapped.id}`,
      );
    }
    const enemy = table.models.find(
      (m) =>
        table.units.get(m.unit)?.side !== unitState.side &&
        closerThan(m.footprint, footprint, ENEMY_DISTANCE - EPSILON),
    );
    if (enemy !== undefined) {
      return new IllegalChoice(
        FLYING,
        `${model.id} would end its flight within ${ENEMY_DISTANCE}" of the enemy model ${enemy.id}`,
      );
    }
  }
  return undefined;
}
