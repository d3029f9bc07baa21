import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { unitStep } from '../unit-rules.js';

/** Infantry models each model of a unit carries: X of its Capacity (X), none if it is no Transport. */
export function capacityPerModel(setup: GameSetup, transportId: string): number {
  return unitStep(setup, transportId, 'transportCapacity', 0);
}

/**
 * rulebook p.46 Transport Capacity: X for each model in the Transport unit
 * (its models on the battlefield; before it is placed, its profile's).
 */
export function transportCapacity(setup: GameSetup, state: GameState, transportId: string): number {
  const transport = state.units[transportId];
  const models =
    transport === undefined || !transport.deployed
      ? armyUnit(setup, transportId).models
      : transport.models.length;
  return transport?.annihilated === true ? 0 : models * capacityPerModel(setup, transportId);
}

/**
 * How many places one model of a unit takes up aboard a Transport: the game
 * step embarkingPlaces of the unit (glossary: Bulky), unless the Transport's
 * rules say otherwise at bulkyCountsDouble (glossary: Spacious).
 */
export function spacePerModel(setup: GameSetup, unitId: string, transportId: string): number {
  const embarking = { infantry: armyUnit(setup, unitId).type === 'infantry', places: 1 };
  const { places } = unitStep(setup, unitId, 'embarkingPlaces', embarking);
  return places > 1 && unitStep(setup, transportId, 'bulkyCountsDouble', true) ? places : 1;
}
