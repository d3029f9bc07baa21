import type { GameSetup } from './army.js';
import { putOnTheBattlefield } from './deployment.js';
import { type GameEvent, event } from './events.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { dynamicEntry } from './transport/dynamic-entry.js';
import type { AfterTests } from './commands/tests-in-turn.js';

/** How a unit is Deployed from Reserve, as its event names it. */
export interface ReserveArrival {
  readonly kind: 'deployReserve' | 'aerialAssault';
  readonly text: string;
}

/**
 * A unit Deployed from Reserve (rulebook p.21: in the Deploy Reserves step,
 * by the standard rules or a Flank Attack; glossary: Aerial Assault) onto the
 * battlefield at `models`, already checked: placed, its arrival told, then
 * glossary: Dynamic Entry (X"): every unit within X" takes a Suppression Test,
 * before the unit's Movement Step, each test waiting while its General may
 * issue a Command at it; then what follows (`then`: the next General deploys,
 * or the unit is Activated: game/commands/tests-in-turn.ts).
 */
export function arriveFromReserve(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  models: ModelState[],
  arrival: ReserveArrival,
  then: AfterTests,
): GameEvent[] {
  putOnTheBattlefield(unit, models);
  return [
    event(arrival.kind, arrival.text, { side: unit.side, unit: unit.id }),
    ...dynamicEntry(setup, state, unit.id, then),
  ];
}
