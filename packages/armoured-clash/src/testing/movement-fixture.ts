import type { GameSetup } from '../game/army.js';
import { applyChoice } from '../game/apply-choice.js';
import type { GameState } from '../game/state.js';
import { faceToFace } from './melee-fixture.js';

/**
 * The face-to-face skirmish (testing/melee-fixture.ts) with A-rifles Activated
 * and the first Reaction Step passed: their Movement Step. `prepare` changes
 * the state before the Activation.
 */
export function aMoving(
  setup: GameSetup,
  seed = 1,
  prepare?: (state: GameState) => void,
): GameState {
  const state = faceToFace(setup);
  state.rng = { a: seed, b: 2, c: 3, d: 4 };
  prepare?.(state);
  const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  return activated.activation?.reaction === undefined
    ? activated
    : applyChoice(setup, activated, { kind: 'noReaction' }).state;
}

/** A-rifles Charge B-rifles 5" ahead, their Officer to (10, 11): in contact with B's rank. */
export const CHARGE = { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 } as const;
