import type { AssumedFormation } from '../rules/game-step-values.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { type GameEvent, event } from './events.js';
import { formationOf } from './formation.js';
import type { UnitState } from './state.js';
import { unitStep } from './unit-rules.js';

const FORMATION_NAMES = { close: 'Close Formation', open: 'Open Formation' } as const;

/**
 * The unit assumes `formation` (rulebook p.14), when a rule gives one other
 * than the Formation it fights in now: kept on the unit while it is not its
 * profile's (`UnitState.formation`). The models stay where they stand.
 */
export function assumeFormation(
  setup: GameSetup,
  unitState: UnitState,
  formation: AssumedFormation,
): GameEvent[] {
  if (formation === undefined || formation === formationOf(setup, unitState)) return [];
  const unit = armyUnit(setup, unitState.id);
  if (formation === unit.formation) unitState.formation = undefined;
  else unitState.formation = formation;
  return [
    event('formation', `${unit.name} assumes ${FORMATION_NAMES[formation]}`, {
      unit: unitState.id,
    }),
  ];
}

/**
 * rulebook p.36 Falling Back, after a failed Suppression Test (game step
 * fellBack): the Formation the unit's rules make it assume once it has Fallen
 * Back and still stands (glossary: Rabble: Open Formation, at once).
 */
export function formationOnFallingBack(setup: GameSetup, unitState: UnitState): GameEvent[] {
  if (unitState.annihilated || unitState.models.length === 0) return [];
  const formation = unitStep(setup, unitState.id, 'fellBack', unitState.formation);
  return assumeFormation(setup, unitState, formation);
}
