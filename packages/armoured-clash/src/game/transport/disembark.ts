import { finishMovement } from '../movement-step.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { activeEmbarked, aboardInPlay } from './aboard.js';
import { plannedDisembark } from './disembark-placement.js';
import { refuseWhileSoaring } from '../soar.js';

/**
 * rulebook pp.25, 46 Disembark: in its Movement Step an Embarked unit is set up
 * on the battlefield (plannedDisembark) and is Embarked no more; that is its
 * Manoeuvre. It may then use its Attack Step as usual, but not to Embark again
 * this turn (p.30 Embark). A unit that failed its Rally Test ends its
 * Activation after it (p.24 Reduced Capability).
 */
export function disembark(setup: GameSetup, state: GameState, at: At, facing: number): GameEvent[] {
  const unit = activeEmbarked(state);
  const activation = state.activation;
  if (unit === undefined || activation === undefined) {
    throw new IllegalChoice('rulebook p.25 Disembark', 'the active unit is not Embarked');
  }
  if (activation.step !== 'movement' || activation.reaction !== undefined) {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'it is not the Movement Step');
  }
  if (!aboardInPlay(state, unit)) {
    throw new IllegalChoice('rulebook p.46 Embarked Units', 'its Transport unit is not in play');
  }
  refuseWhileSoaring(setup, unit, 'Disembark');
  const transport = unit.embarked?.transport ?? '';
  const models = plannedDisembark(setup, state, unit.id, at, facing);
  unit.models = models;
  unit.officer = models[0]?.id ?? unit.officer;
  unit.deployed = true;
  unit.embarked = undefined;
  activation.moved = true;
  activation.disembarked = true;
  activation.reforming = true;
  const name = armyUnit(setup, unit.id).name;
  return [
    event('disembark', `${name} Disembarks from ${armyUnit(setup, transport).name}`, {
      unit: unit.id,
    }),
    ...finishMovement(setup, state, activation.rallyFailed),
  ];
}
