import { EPSILON } from '@warroom/engine';
import { type Table, distanceBetweenUnits } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { onTheBattlefield } from './ground-presence.js';
import { countsAsCommander } from './command-signals.js';
import type { GameState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';

/** rulebook p.49 Commander: how close to a friendly Commander unit a unit keeps its order, in inches. */
export const COMMANDER_DISTANCE = 6;

/**
 * The friendly Commander unit within 6" of a unit (rulebook p.49), if any: a
 * Commander unit of its side on the battlefield, other than the unit itself
 * (a Transport carrying a unit with Command Signals counts as one).
 */
function steadyingCommander(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  table: () => Table,
): UnitState | undefined {
  return Object.values(state.units).find(
    (u) =>
      u.side === unit.side &&
      u.id !== unit.id &&
      onTheBattlefield(u) &&
      countsAsCommander(setup, state.units, u.id) &&
      distanceBetweenUnits(table(), u.id, unit.id) <= COMMANDER_DISTANCE + EPSILON,
  );
}

/**
 * Whether a unit stands within 6" of a friendly Commander unit (rulebook p.49):
 * a Disordered status it gains is lost at once (commandersSteady).
 */
export function steadiedByCommander(setup: GameSetup, state: GameState, unit: UnitState): boolean {
  let built: Table | undefined;
  const table = (): Table => (built ??= tableOf(setup, state));
  return steadyingCommander(setup, state, unit, table) !== undefined;
}

/**
 * rulebook p.49 Commander (rulebook p.34 Disordered): a unit within 6" of a
 * friendly Commander unit cannot become Disordered, and a Disordered unit that
 * moves within 6" of one, or that one moves within 6" of, loses the status at
 * once. Together: no unit within 6" of a friendly Commander is Disordered. The
 * game restores this after every decision (applyChoice) and as soon as a unit
 * gains Disordered by losing its Officer (game/losses.ts: the Suppression Test
 * of the same attack follows). `only`: the unit to look at; all units if absent.
 */
export function commandersSteady(
  setup: GameSetup,
  state: GameState,
  only?: UnitState,
): GameEvent[] {
  const disordered: UnitState[] = [];
  // After nearly every choice no unit is Disordered: looked for without a closure or a filtered copy.
  for (const unit of only === undefined ? Object.values(state.units) : [only]) {
    if (unit.statuses.includes('disordered') && onTheBattlefield(unit)) disordered.push(unit);
  }
  if (disordered.length === 0) return [];
  let built: Table | undefined;
  const table = (): Table => (built ??= tableOf(setup, state));
  const events: GameEvent[] = [];
  for (const unit of disordered) {
    const commander = steadyingCommander(setup, state, unit, table);
    if (commander === undefined) continue;
    dropStatuses(unit, 'disordered');
    const text = `${armyUnit(setup, unit.id).name} is not Disordered: within ${COMMANDER_DISTANCE}" of ${armyUnit(setup, commander.id).name}, a friendly Commander`;
    events.push(event('losesStatus', text, { unit: unit.id }));
  }
  return events;
}
