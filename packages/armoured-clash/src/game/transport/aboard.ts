import type { GameState, UnitState } from '../state.js';

/**
 * The unit Embarked on a Transport unit, if it is Occupied (rulebook p.46
 * Transport Capacity); a unit Loaded on it (glossary: Carrier (X)) does not Occupy it.
 */
export function passengerOf(state: GameState, transportId: string): UnitState | undefined {
  return Object.values(state.units).find(
    (u) =>
      u.embarked?.transport === transportId &&
      u.embarked.carrierModel === undefined &&
      !u.annihilated,
  );
}

/** The units Loaded on a Carrier unit (glossary: Carrier (X), Heavy Carrier (X)). */
export function loadedOn(state: GameState, carrierId: string): UnitState[] {
  return Object.values(state.units).filter(
    (u) =>
      u.embarked?.transport === carrierId &&
      u.embarked.carrierModel !== undefined &&
      !u.annihilated,
  );
}

/** The Transport a unit is Embarked on, when it is. */
export function transportOf(state: GameState, unit: UnitState): UnitState | undefined {
  return unit.embarked === undefined ? undefined : state.units[unit.embarked.transport];
}

/**
 * An Embarked unit is in play, off the table, while its Transport unit is on the
 * battlefield (rulebook p.46 Embarked Units): it can be Activated to Disembark.
 */
export function aboardInPlay(state: GameState, unit: UnitState): boolean {
  const transport = transportOf(state, unit);
  return (
    !unit.annihilated && transport !== undefined && transport.deployed && !transport.annihilated
  );
}

/** A unit held in Reserve, or Embarked on a Transport unit held in Reserve (rulebook pp.46, 57). */
export function heldInReserve(state: GameState, unit: UnitState): boolean {
  return unit.inReserve || transportOf(state, unit)?.inReserve === true;
}

/** The units that go into Reserve with a unit: itself, and the units Embarked or Loaded on it. */
export function unitsGoingWith(state: GameState, unitId: string): number {
  return (passengerOf(state, unitId) === undefined ? 1 : 2) + loadedOn(state, unitId).length;
}

/** The active unit, if it is Embarked. */
export function activeEmbarked(state: GameState): UnitState | undefined {
  const id = state.activation?.unit;
  const unit = id === undefined ? undefined : state.units[id];
  return unit?.embarked === undefined ? undefined : unit;
}
