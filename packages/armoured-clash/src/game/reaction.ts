import type { GameSetup } from './army.js';
import { acquisition, rangedRow } from './ranged-attack.js';
import { type GameState, other } from './state.js';
import { armyUnit, tableOf } from './table-of.js';
import { usable } from './weapon-use.js';

/**
 * rulebook p.25 Opportunity Fire Conditions: the other General's units that are
 * On Lookout and can confirm Target Acquisition on the active unit.
 */
export function reactors(setup: GameSetup, state: GameState): string[] {
  const active = state.activation?.unit;
  const activeState = active === undefined ? undefined : state.units[active];
  if (active === undefined || activeState === undefined || activeState.annihilated) return [];
  const target = armyUnit(setup, active);
  const candidates = Object.values(state.units)
    .filter(
      (u) =>
        u.side === other(activeState.side) &&
        u.deployed &&
        !u.annihilated &&
        u.statuses.includes('onLookout'),
    )
    .filter((u) => usable(rangedRow(armyUnit(setup, u.id), target), u, true));
  // Building the table is the costly part: only when some unit could react.
  if (candidates.length === 0) return [];
  const table = tableOf(setup, state);
  return candidates
    .filter((u) => acquisition(setup, table, u.id, active).confirmed)
    .map((u) => u.id);
}
