import type { EveryField } from './every-field.js';
import type { UnitState } from './state.js';

/**
 * A copy of a unit's state, its Statuses copied. Every field listed, those it
 * lacks as undefined, so that all units share one shape (every-field.ts):
 * units gain their optional fields in different orders, and reads of units of
 * many shapes are several times slower.
 */
export function copyUnit(unit: UnitState): UnitState {
  const copy: EveryField<UnitState> = {
    id: unit.id,
    side: unit.side,
    models: unit.models,
    officer: unit.officer,
    damage: unit.damage,
    statuses: unit.statuses.slice(),
    deployed: unit.deployed,
    inReserve: unit.inReserve,
    annihilated: unit.annihilated,
    embarked: unit.embarked,
    garrisoning: unit.garrisoning,
    trapExposed: unit.trapExposed,
    pathfinder: unit.pathfinder,
    returnedModels: unit.returnedModels,
    wrecks: unit.wrecks,
    soaring: unit.soaring,
    formation: unit.formation,
  };
  return copy;
}
