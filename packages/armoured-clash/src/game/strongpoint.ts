import type { ArmyUnit, GameSetup } from './army.js';
import type { GameState } from './state.js';
import { unitStep } from './unit-rules.js';

/** rulebook p.39 Controlling Objectives: the unit types that control Strategic Objectives. */
const CONTROLLER_TYPES: readonly string[] = ['infantry', 'cavalry'];

/**
 * The Transport units Occupied (rulebook p.46) by a unit able to control
 * Strategic Objectives (an Infantry or Cavalry unit, rulebook p.39), by id.
 */
export function transportsOccupiedByControllers(
  setup: GameSetup,
  units: GameState['units'],
): ReadonlySet<string> {
  const occupied = new Set<string>();
  for (const unitState of Object.values(units)) {
    const transport = unitState.embarked?.transport;
    if (transport === undefined || unitState.annihilated) continue;
    const passenger = setup.generals[unitState.side].units.find((u) => u.id === unitState.id);
    if (passenger !== undefined && CONTROLLER_TYPES.includes(passenger.type))
      occupied.add(transport);
  }
  return occupied;
}

/**
 * glossary: Strongpoint — an Occupied unit (one of transportsOccupiedByControllers)
 * that controls Strategic Objectives as Infantry or Cavalry do, by its rules
 * (game step controlsObjectives); false for a unit that controls them anyway.
 */
export function controlsAsOccupied(setup: GameSetup, unit: ArmyUnit): boolean {
  if (CONTROLLER_TYPES.includes(unit.type)) return false;
  const control = unitStep(setup, unit.id, 'controlsObjectives', {
    controls: false,
    occupiedByController: true,
  });
  return control.controls;
}
