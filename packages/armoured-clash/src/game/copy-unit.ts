import type { UnitState } from './state.js';

/**
 * A copy of a unit's state, its Statuses copied. Field by field rather than
 * spread: units gain their optional fields in any order, and a spread of so
 * many shapes is several times slower. Every field must be copied here (a
 * test copies a unit with all of them).
 */
export function copyUnit(unit: UnitState): UnitState {
  const copy: UnitState = {
    id: unit.id,
    side: unit.side,
    models: unit.models,
    officer: unit.officer,
    damage: unit.damage,
    statuses: unit.statuses.slice(),
    deployed: unit.deployed,
    inReserve: unit.inReserve,
    annihilated: unit.annihilated,
  };
  if (unit.embarked !== undefined) copy.embarked = unit.embarked;
  if (unit.garrisoning !== undefined) copy.garrisoning = unit.garrisoning;
  if (unit.trapExposed !== undefined) copy.trapExposed = unit.trapExposed;
  if (unit.pathfinder !== undefined) copy.pathfinder = unit.pathfinder;
  if (unit.returnedModels !== undefined) copy.returnedModels = unit.returnedModels;
  if (unit.wrecks !== undefined) copy.wrecks = unit.wrecks;
  if (unit.soaring !== undefined) copy.soaring = unit.soaring;
  if (unit.formation !== undefined) copy.formation = unit.formation;
  return copy;
}
