import {
  type Decision,
  type GameSetup,
  type GameState,
  applyChoice,
  initialState,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import { randomPlayer } from './random-player.js';

/** Every state of a seeded game between random bots, with the decision it asks for. */
export function* playedStates(
  setup: GameSetup,
  seed: string,
): Generator<{ readonly state: GameState; readonly decision: Decision }> {
  const players = { a: randomPlayer(`${seed} a`), b: randomPlayer(`${seed} b`) };
  let state = initialState(setup, seed);
  for (
    let decision = nextDecision(setup, state);
    decision !== undefined;
    decision = nextDecision(setup, state)
  ) {
    yield { state, decision };
    const view = playerView(state, decision.player);
    state = applyChoice(setup, state, players[decision.player].choose(setup, view, decision)).state;
  }
}
