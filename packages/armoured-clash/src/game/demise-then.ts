import type { GameSetup } from './army.js';
import { ACCEPTS } from './choices-by-stage.js';
import { nextBlastMade, waitsBeforeDemise } from './demise-blasts-made.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/**
 * glossary: Spectacular Demise (X), Fiery Demise (X); rulebook p.37 Issuing
 * Commands — blasts rolled in a step that cannot resume through the Attack
 * Step's attacks (`state.demiseBlasts.then`) are made one unit at a time, each
 * test waiting for its General's Command (the window is always open: they are
 * made where the step stopped), the order of a blast's attacks for its unit's
 * General; once the last is made and its test taken, the step goes on where it
 * stopped (`then`). Called by applyChoice once a choice is made (the choice
 * that rolled them, or an answer they waited for), above the steps it
 * resumes, so no import cycles.
 */
export function demiseThenGoesOn(setup: GameSetup, state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  leftInActivation(state);
  for (;;) {
    const queue = state.demiseBlasts;
    const then = queue?.then;
    if (queue === undefined || then === undefined || waitsBeforeDemise(state)) return events;
    if (queue.blasts.length === 0) {
      // `activationWaits`: the Activation goes on at the decision it waits for.
      state.demiseBlasts = undefined;
      return events;
    }
    if (queue.blasts[0]?.orderDue === true) return events;
    events.push(...nextBlastMade(setup, state, true));
  }
}

/**
 * Blasts still to make once a choice's sequence is over during an Activation,
 * nothing else waited for (the step that rolled them went on without them: a
 * Fall Back in the Movement Step's Shockwave tests): they are made where the
 * Activation waits, each test waiting for its General's Command, and the
 * Activation then goes on at the decision it waits for (`activationWaits`).
 * Blasts the Attack Step's attacks resume (`resumesAttacks`) are theirs.
 */
function leftInActivation(state: GameState): void {
  const queue = state.demiseBlasts;
  if (
    queue === undefined ||
    queue.then !== undefined ||
    queue.resumesAttacks === true ||
    state.activation === undefined ||
    !ACCEPTS[state.stage].includes('suppressionTest') ||
    waitsBeforeDemise(state)
  )
    return;
  state.demiseBlasts = { ...queue, then: { kind: 'activationWaits' } };
}
