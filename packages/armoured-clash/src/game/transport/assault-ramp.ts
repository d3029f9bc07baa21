import { attackStepNow } from '../attack-step.js';
import type { GameSetup } from '../army.js';
import type { At, ChoiceConstraint } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { unitStep } from '../unit-rules.js';
import { passengerOf } from './aboard.js';
import { DISEMBARK_REACH, plannedDisembark } from './disembark-placement.js';

const RULE = 'glossary: Assault Ramp';

/** Whether the unit's rules give it the Special Action (game step attackStepSpecialActions). */
function lowersAssaultRamp(setup: GameSetup, unitId: string): boolean {
  return unitStep(setup, unitId, 'attackStepSpecialActions', []).includes('lowerAssaultRamp');
}

/** The Assault Ramp the active Transport unit may lower now: its Embarked unit's free Disembark. */
export function assaultRampConstraint(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): ChoiceConstraint[] {
  const passenger = passengerOf(state, unitId);
  if (passenger === undefined || !lowersAssaultRamp(setup, unitId)) return [];
  return [{ kind: 'assaultRamp', unit: passenger.id, transport: unitId, reach: DISEMBARK_REACH }];
}

/**
 * glossary: Assault Ramp — the active Transport unit's Special Action in its
 * Attack Step: the unit Embarked upon it makes a free Disembark manoeuvre at
 * once (set up as a Disembark: plannedDisembark). The caller ends the
 * Activation; the unit that Disembarked may still be Activated this Round.
 */
export function lowerAssaultRamp(
  setup: GameSetup,
  state: GameState,
  at: At,
  facing: number,
): GameEvent[] {
  const activation = attackStepNow(state);
  if (!lowersAssaultRamp(setup, activation.unit)) {
    throw new IllegalChoice(RULE, `${activation.unit} has no Assault Ramp`);
  }
  const passenger = passengerOf(state, activation.unit);
  if (passenger === undefined) {
    throw new IllegalChoice(RULE, `no unit is Embarked upon ${activation.unit}`);
  }
  const models = plannedDisembark(setup, state, passenger.id, at, facing);
  passenger.models = models;
  passenger.officer = models[0]?.id ?? passenger.officer;
  passenger.deployed = true;
  passenger.embarked = undefined;
  const name = armyUnit(setup, passenger.id).name;
  return [
    event(
      'disembark',
      `${armyUnit(setup, activation.unit).name} lowers its Assault Ramp: ${name} Disembarks`,
      { unit: passenger.id },
    ),
  ];
}
