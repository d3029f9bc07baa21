import { lazySightIndex } from '../../battlefield/sight-index.js';
import type { Table } from '../../battlefield/table.js';
import { acquisitionConfirmed } from '../acquisition-confirmed.js';
import type { GameSetup } from '../army.js';
import { reloadingRefusal } from '../reloading.js';
import { type GameState, type ModelState, other } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { plannedTable, tableOf } from '../table-of.js';
import { usable } from '../weapon-use.js';
import { rangedRow } from '../ranged-row.js';

/** A unit that may declare Opportunity Fire in a sortie's Reaction Step, and the first place of the path where it could. */
export interface SortieReactor {
  readonly unit: string;
  /** An index into the sortie's path: where the Aircraft unit is when it is fired at. */
  readonly place: number;
}

/** The state's units with the active Aircraft unit's models at one place of its path. */
export function unitsWithAircraftAt(
  state: Pick<GameState, 'units'>,
  aircraft: string,
  models: readonly ModelState[],
): GameState['units'] {
  const unit = state.units[aircraft];
  if (unit === undefined) return state.units;
  return { ...state.units, [aircraft]: { ...unit, models: models.slice() } };
}

/**
 * rulebook p.51 Reaction Steps: the opposing General's units On Lookout (p.25)
 * that could have confirmed Target Acquisition on the Air Support unit at any
 * point during the previous step's move (checked at each place of the path).
 */
export function sortieReactors(setup: GameSetup, state: GameState): SortieReactor[] {
  const active = state.activation?.unit;
  const path = state.activation?.sortie?.path ?? [];
  const activeState = active === undefined ? undefined : state.units[active];
  if (active === undefined || activeState === undefined || activeState.annihilated) return [];
  const target = armyUnit(setup, active);
  const candidates = Object.values(state.units).filter(
    (u) =>
      u.side === other(activeState.side) &&
      u.deployed &&
      !u.annihilated &&
      u.statuses.includes('onLookout') &&
      usable(rangedRow(armyUnit(setup, u.id), target), u, { opportunityFire: true }) &&
      reloadingRefusal(setup, u) === undefined,
  );
  if (candidates.length === 0) return [];
  // One table per place of the path, built only when a candidate needs it.
  const tables = new Map<number, { table: Table; sight: ReturnType<typeof lazySightIndex> }>();
  const at = (place: number) => {
    const known = tables.get(place);
    if (known !== undefined) return known;
    const table = tableOf(
      setup,
      plannedTable(state, unitsWithAircraftAt(state, active, path[place] ?? [])),
    );
    const made = { table, sight: lazySightIndex(table) };
    tables.set(place, made);
    return made;
  };
  return candidates.flatMap((u) => {
    const place = path.findIndex((_, i) => {
      const { table, sight } = at(i);
      return acquisitionConfirmed(setup, table, sight, u.id, active);
    });
    return place < 0 ? [] : [{ unit: u.id, place }];
  });
}
