import type { GameSetup } from './army.js';
import { lazySightIndex } from '../battlefield/sight-index.js';
import { acquisitionConfirmed } from './acquisition-confirmed.js';
import { rangedRow } from './ranged-row.js';
import { reloadingRefusal } from './reloading.js';
import { profileAsTarget } from './entrenched.js';
import { type GameState, type UnitState, other } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { usable } from './weapon-use.js';
import { profileNow } from './soar.js';

/**
 * rulebook p.25 Opportunity Fire Conditions: the other General's units that are
 * On Lookout and can confirm Target Acquisition on the active unit.
 */
export function reactors(setup: GameSetup, state: GameState): string[] {
  const { candidates, confirmed } = reactorCandidates(setup, state);
  return candidates.filter(confirmed).map((u) => u.id);
}

/** Whether some unit may declare Opportunity Fire (reactors), looking no further than the first. */
export function mayReact(setup: GameSetup, state: GameState): boolean {
  const { candidates, confirmed } = reactorCandidates(setup, state);
  return candidates.some(confirmed);
}

/** The units On Lookout with a row usable now, and whether one of them confirms Target Acquisition. */
function reactorCandidates(
  setup: GameSetup,
  state: GameState,
): { candidates: readonly UnitState[]; confirmed: (unit: UnitState) => boolean } {
  const active = state.activation?.unit;
  const activeState = active === undefined ? undefined : state.units[active];
  // rulebook p.46: an Embarked unit cannot be targeted by enemy Attacks.
  if (active === undefined || activeState?.deployed !== true || activeState.annihilated)
    return { candidates: [], confirmed: () => false };
  const side = other(activeState.side);
  const onLookout = Object.values(state.units).filter(
    (u) => u.side === side && u.deployed && !u.annihilated && u.statuses.includes('onLookout'),
  );
  // rulebook p.25 Opportunity Fire Conditions: only a unit On Lookout may react, so with none
  // the answer is no before the active unit's profile or a row is looked at.
  if (onLookout.length === 0) return { candidates: [], confirmed: () => false };
  // glossary: Soar (X"): a Soaring active unit is an Aerial target.
  const target = profileNow(setup, state, active);
  // glossary: Construction Team — an Entrenched target may call for the row against Heavy targets.
  const entrenched = activeState.statuses.includes('entrenched');
  const rows = (id: string) => {
    const attacker = armyUnit(setup, id);
    const heavy = entrenched ? [rangedRow(attacker, { ...target, category: 'heavy' })] : [];
    return [rangedRow(attacker, target), ...heavy];
  };
  const candidates = onLookout
    .filter((u) => rows(u.id).some((row) => usable(row, u, { opportunityFire: true })))
    .filter((u) => reloadingRefusal(setup, u) === undefined);
  // Building the table is the costly part: only when some unit could react.
  if (candidates.length === 0) return { candidates, confirmed: () => false };
  const table = tableOf(setup, state);
  const sight = lazySightIndex(table);
  const confirmed = (u: UnitState): boolean => {
    const row = rangedRow(
      armyUnit(setup, u.id),
      profileAsTarget(setup, table, u.id, active, entrenched),
    );
    return (
      usable(row, u, { opportunityFire: true }) &&
      acquisitionConfirmed(setup, table, sight, u.id, active, entrenched)
    );
  };
  return { candidates, confirmed };
}
