import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { annihilate } from '../losses.js';
import type { GameState, UnitState } from '../state.js';
import { armyUnit } from '../table-of.js';
import { passengerOf } from './aboard.js';
import { capacityPerModel, spacePerModel } from './capacity.js';

/**
 * rulebook p.46 Attacking Transport Units: once models of an Occupied Transport
 * unit are Destroyed, its Transport Capacity is reduced at once; while the
 * Embarked unit takes up more than it, its General removes models from the
 * Embarked unit, which are Destroyed (none left: it is Annihilated). Called
 * where models are Destroyed and units Annihilated (game/losses.ts).
 */
export function capacityLosses(
  setup: GameSetup,
  state: GameState,
  transport: UnitState,
): GameEvent[] {
  const passenger = passengerOf(state, transport.id);
  const aboard = passenger?.embarked;
  if (passenger === undefined || aboard === undefined) return [];
  const capacity = transport.models.length * capacityPerModel(setup, transport.id);
  const fits = Math.floor(capacity / spacePerModel(setup, passenger.id, transport.id));
  if (aboard.models <= fits) return [];
  const lost = aboard.models - fits;
  passenger.embarked = { ...aboard, models: fits };
  const name = armyUnit(setup, passenger.id).name;
  const events = [
    event(
      'destroyed',
      `${lost} models of ${name} are Destroyed: ${armyUnit(setup, transport.id).name} can carry ${fits} now`,
      { unit: passenger.id },
    ),
  ];
  return fits === 0 ? [...events, ...annihilate(setup, state, passenger)] : events;
}
