import { type GameSetup, type PlayerView, armyUnit } from '@warroom/armoured-clash';
import { passengerOf } from './heuristic-passengers.js';

/**
 * rulebook p.46 Transport Capacity: an Unoccupied Transport unit (it has the
 * Capacity (X) special rule and carries none). Its errand done, it makes for
 * the nearest Strategic Objective rather than Aim: rulebook p.39, a General
 * controls a marker only while no enemy unit is in contact with it (Aircraft,
 * Rotorcraft and Fortifications aside), so a hull on the marker denies the
 * enemy's Infantry and Cavalry the Victory Points it scores every Round.
 */
export function contestsObjectives(setup: GameSetup, view: PlayerView, unit: string): boolean {
  const transport = armyUnit(setup, unit).specialRules.some((r) => r.name === 'Capacity');
  return transport && passengerOf(view, unit) === undefined;
}
