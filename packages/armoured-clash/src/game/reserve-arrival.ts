import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { putOnTheBattlefield } from './deployment.js';
import { type GameEvent, event } from './events.js';
import type { GameState, ModelState } from './state.js';
import { dynamicEntry } from './transport/dynamic-entry.js';
import type { AfterTests } from './commands/tests-in-turn.js';

/** How a unit is Deployed from Reserve: where it stands, how its event tells it, what follows. */
export interface ReserveArrival {
  readonly kind: 'deployReserve' | 'aerialAssault';
  /** The event's text, given the unit's name. */
  readonly told: (name: string) => string;
  /** Where its models stand, checked by the rule it arrives by (an IllegalChoice thrown where they cannot). */
  readonly place: () => ModelState[];
  /** What follows its Dynamic Entry tests. */
  readonly then: AfterTests;
}

/**
 * A unit Deployed from Reserve (rulebook p.21: in the Deploy Reserves step,
 * by the standard rules or a Flank Attack; glossary: Aerial Assault) onto the
 * battlefield where `arrival.place` puts it: placed, its arrival told, then
 * glossary: Dynamic Entry (X"): every unit within X" takes a Suppression Test,
 * before the unit's Movement Step, each test waiting while its General may
 * issue a Command at it; then what follows (`then`: the next General deploys,
 * or the unit is Activated: game/commands/tests-in-turn.ts). A unit not in the
 * game brings nothing.
 */
export function arriveFromReserve(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  arrival: ReserveArrival,
): GameEvent[] {
  const unit = state.units[unitId];
  if (unit === undefined) return [];
  putOnTheBattlefield(unit, arrival.place());
  return [
    event(arrival.kind, arrival.told(armyUnit(setup, unitId).name), {
      side: unit.side,
      unit: unitId,
    }),
    ...dynamicEntry(setup, state, unitId, arrival.then),
  ];
}
