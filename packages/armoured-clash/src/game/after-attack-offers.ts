import { endActivation } from './activation-end.js';
import { IllegalChoice } from './rule-error.js';
import type { ActivationState, GameState } from './state.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';

/**
 * What the active unit's rules offer once its attack is resolved, waiting for
 * its General: the building it stormed (rulebook p.45 Storming a Building), an Overrun (glossary: Overrun), a free Advance (glossary: Hit
 * & Run (X")), an Open Top attack (glossary: Open Top), a Throw (glossary: Throw (X")). While one waits, no other
 * choice of the Activation may be made.
 */
export function refuseWhileOffered(activation: ActivationState): void {
  if (activation.stormedBuilding !== undefined) {
    throw new IllegalChoice('rulebook p.45 Storming a Building', 'Garrison the building or hold');
  }
  if (activation.overrun?.declared === false) {
    throw new IllegalChoice('glossary: Overrun', 'declare the Overrun or hold');
  }
  if (activation.freeAdvance !== undefined) {
    throw new IllegalChoice(activation.freeAdvance.rule, 'make the free Advance or hold');
  }
  if (activation.endAttack !== undefined) {
    throw new IllegalChoice(activation.endAttack.rule, 'make the attack or hold');
  }
  if (activation.openTop === 'offered') {
    throw new IllegalChoice('glossary: Open Top', 'make the additional attack or hold');
  }
}

/** The General holds instead of taking what is offered: on to the end of the Activation (undefined: nothing is offered). */
export function holdInsteadOfOffer(setup: GameSetup, state: GameState): GameEvent[] | undefined {
  const activation = state.activation;
  if (activation?.stormedBuilding !== undefined) {
    activation.stormedBuilding = undefined;
    return endActivation(setup, state);
  }
  if (activation?.overrun?.declared === false) {
    activation.overrun = undefined;
    return endActivation(setup, state);
  }
  if (activation?.freeAdvance !== undefined) {
    activation.freeAdvance = undefined;
    return endActivation(setup, state);
  }
  if (activation?.endAttack !== undefined) {
    activation.endAttack = undefined;
    return endActivation(setup, state);
  }
  if (activation?.openTop === 'offered') {
    activation.openTop = 'done';
    return endActivation(setup, state);
  }
  return undefined;
}
