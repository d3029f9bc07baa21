import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { modelsOf } from '../model-count.js';
import type { GameState, UnitState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { passengerOf } from './aboard.js';
import { capacityPerModel, spacePerModel } from './capacity.js';

/**
 * rulebook p.46 Attacking Transport Units: once models of an Occupied Transport
 * unit are Destroyed, its Transport Capacity is reduced at once; while the
 * Embarked unit takes up more than it, its General removes models from the
 * Embarked unit, which are Destroyed (none left: the caller, game/losses.ts,
 * Annihilates the unit it names as `annihilated`).
 */
export function capacityLosses(
  setup: GameSetup,
  state: GameState,
  transport: UnitState,
): { readonly events: GameEvent[]; readonly annihilated?: UnitState } {
  const passenger = passengerOf(state, transport.id);
  const aboard = passenger?.embarked;
  if (passenger === undefined || aboard === undefined) return { events: [] };
  const capacity = transport.models.length * capacityPerModel(setup, transport.id);
  const fits = Math.floor(capacity / spacePerModel(setup, passenger.id, transport.id));
  if (aboard.models <= fits) return { events: [] };
  const lost = aboard.models - fits;
  passenger.embarked = { ...aboard, models: fits };
  const name = armyUnit(setup, passenger.id).name;
  const events = [
    event(
      'destroyed',
      `${modelsOf(lost, name)} Destroyed: ${armyUnit(setup, transport.id).name} can carry ${fits} now`,
      { unit: passenger.id },
    ),
  ];
  return fits === 0 ? { events, annihilated: passenger } : { events };
}
