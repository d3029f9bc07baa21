import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import { modelsOf } from '../model-count.js';
import type { GameState, UnitState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { loadedOn, passengerOf } from './aboard.js';
import { bailOutOffered } from './bail-out-offer.js';
import { capacityPerModel, spacePerModel } from './capacity.js';

/** What losses aboard a unit cost: the events, and the units its caller Annihilates. */
export interface LossesAboard {
  readonly events: GameEvent[];
  readonly annihilated: readonly UnitState[];
}

/**
 * glossary: Carrier (X) — when a Carrier model is Destroyed, the X unit it
 * carries is treated as having been Destroyed: every unit Loaded on a model no
 * longer among the carrier's models.
 */
function loadsLost(state: GameState, carrier: UnitState): UnitState[] {
  const standing = new Set(carrier.models.map((m) => m.id));
  return loadedOn(state, carrier.id).filter(
    (u) => u.embarked?.carrierModel !== undefined && !standing.has(u.embarked.carrierModel),
  );
}

/**
 * rulebook p.46 Attacking Transport Units: the Embarked models beyond the
 * Transport Capacity left, which are Destroyed (none left: the unit is Annihilated).
 */
export function capacityExceeded(
  setup: GameSetup,
  state: GameState,
  transport: UnitState,
): LossesAboard {
  const passenger = passengerOf(state, transport.id);
  const aboard = passenger?.embarked;
  if (passenger === undefined || aboard === undefined) return { events: [], annihilated: [] };
  const capacity = transport.models.length * capacityPerModel(setup, transport.id);
  const fits = Math.floor(capacity / spacePerModel(setup, passenger.id, transport.id));
  if (aboard.models <= fits) return { events: [], annihilated: [] };
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
  return { events, annihilated: fits === 0 ? [passenger] : [] };
}

/**
 * Once models of a unit carrying others are Destroyed (game/losses.ts): the
 * units Loaded on the Carrier models Destroyed are lost (glossary: Carrier
 * (X)); rulebook p.46 Attacking Transport Units: its Transport Capacity is
 * reduced at once and, while the Embarked unit takes up more than it, its
 * General removes models from the Embarked unit, which are Destroyed (after
 * its General's Bail Out choice, when the Transport has the rule). The
 * caller (game/losses.ts) Annihilates the units it names as `annihilated`.
 */
export function capacityLosses(
  setup: GameSetup,
  state: GameState,
  transport: UnitState,
): LossesAboard {
  const lostLoads = loadsLost(state, transport);
  const events = lostLoads.map((u) =>
    event(
      'destroyed',
      `${armyUnit(setup, u.id).name} is Destroyed with the ${armyUnit(setup, transport.id).name} model carrying it (glossary: Carrier (X))`,
      { unit: u.id },
    ),
  );
  // glossary: Bail Out: the Embarked unit may Disembark first; its losses wait for that choice.
  if (bailOutOffered(setup, state, transport)) return { events, annihilated: lostLoads };
  const exceeded = capacityExceeded(setup, state, transport);
  return {
    events: [...events, ...exceeded.events],
    annihilated: [...lostLoads, ...exceeded.annihilated],
  };
}
