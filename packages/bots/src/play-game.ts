import {
  type Choice,
  type GameEvent,
  type GameRecord,
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  RULES_VERSION,
  applyChoice,
  initialState,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import type { Player } from './player.js';

/** A finished game: its record, the final state, and everything that happened. */
export interface PlayedGame {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Most decisions a game may take before it is stopped as stuck (a guard for fuzzing). */
export const DECISION_LIMIT = 5000;

/**
 * Plays a game to its end between two players, each shown only its own
 * General's view. Returns the record, which replays to the same game.
 */
export function playGame(
  setup: GameSetup,
  seed: number | string,
  players: { a: Player; b: Player },
): PlayedGame {
  let state = initialState(setup, seed);
  const choices: Choice[] = [];
  const events: GameEvent[] = [];
  for (
    let decision = nextDecision(setup, state);
    decision !== undefined;
    decision = nextDecision(setup, state)
  ) {
    if (choices.length >= DECISION_LIMIT)
      throw new Error(`the game did not end within ${DECISION_LIMIT} decisions`);
    const choice = players[decision.player].choose(
      setup,
      playerView(state, decision.player),
      decision,
    );
    const result = applyChoice(setup, state, choice);
    state = result.state;
    choices.push(choice);
    events.push(...result.events);
  }
  return {
    record: { format: RECORD_FORMAT, rules: RULES_VERSION, setup, seed, choices },
    state,
    events,
  };
}
