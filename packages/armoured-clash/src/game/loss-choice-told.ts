import type { GameEvent } from './events.js';
import { LossChoiceWait } from './loss-choice-due.js';
import type { GameState } from './state.js';

/*
 * What the Generals are told while a choice among losses waits (rulebook
 * pp.34-35: at the table the General sees the dice rolled and the models
 * already lost before choosing). A step of the game that gathers its events
 * as it goes makes its inner steps through toldIfWaiting: when they stop for
 * a choice among losses (LossChoiceWait), the step's events so far join what
 * the wait tells, before those of the steps within. A step that gathers none
 * this way tells nothing at the wait, nor do the steps within it (toldInOrder):
 * their events are told once the choice is made through, never twice, never
 * lost and never out of order.
 */

/** Runs `make`; if it stops for a choice among losses, `before` (the caller's events so far) is told at the wait. */
export function toldIfWaiting<T>(before: readonly GameEvent[], make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof LossChoiceWait) error.toldAfter(before);
    throw error;
  }
}

/**
 * Runs `make` on the working copy `state`; if it stops for a choice among
 * losses, the table is shown as `state` stands then (the dice rolled, the
 * models already removed: game/loss-choice-wait.ts keeps it as the state
 * waiting). The innermost working copy is the one shown.
 */
export function shownIfWaiting<T>(state: GameState, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof LossChoiceWait) error.shownAs(state);
    throw error;
  }
}

const same = (a: GameEvent, b: GameEvent): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a wait may tell of the events gathered as the choice stopped
 * (`gathered`): the longest part of them that begins the choice's own story
 * (`history`: its events as made through with some answers, alike up to the
 * wait whatever the answers). A step between the gathering ones that tells its
 * events only as it ends leaves a gap: what follows the gap waits too, so
 * the events are told in the order they happened, each once.
 */
export function toldInOrder(
  gathered: readonly GameEvent[],
  history: readonly GameEvent[],
): readonly GameEvent[] {
  const gap = gathered.findIndex((e, i) => {
    const was = history[i];
    return was === undefined || !same(e, was);
  });
  return gap < 0 ? gathered : gathered.slice(0, gap);
}
