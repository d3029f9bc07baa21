import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { type GameStep, type GameStepValues, runGameStep } from '../rules/game-hooks.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';

/** Passes `value` through the handlers a unit's special rules hook at a named point of the game (rules/game-hooks.ts). */
export function unitStep<S extends GameStep>(
  setup: GameSetup,
  unitId: string,
  step: S,
  value: GameStepValues[S],
): GameStepValues[S] {
  return runGameStep(ARMOURED_CLASH_RULES, armyUnit(setup, unitId).specialRules, step, value);
}
