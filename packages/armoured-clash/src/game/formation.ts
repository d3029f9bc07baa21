import type { Formation } from '../rules/game-step-values.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { UnitState } from './state.js';

/**
 * rulebook p.14 Unit Coherency: the Formation a unit fights in now: its
 * profile's, unless a rule made it assume another (`UnitState.formation`,
 * glossary: Rabble).
 */
export function formationOf(
  setup: GameSetup,
  unitState: Pick<UnitState, 'id' | 'formation'>,
): Formation {
  return unitState.formation ?? armyUnit(setup, unitState.id).formation;
}
