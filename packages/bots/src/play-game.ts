import {
  type Choice,
  type GameEvent,
  type GameRecord,
  type GameSetup,
  type GameState,
  IllegalChoice,
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

/** One decision made: its number (from 0), the state it was made in, the state it left and what it did. */
export interface DecisionMade {
  readonly decision: number;
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

/** A check made after every decision: what broke (its message), or undefined. */
export type DecisionCheck = (made: DecisionMade) => string | undefined;

/** Where a game stopped before its end: the decision (counted from 0) and what broke. */
export interface GameStopped {
  readonly decision: number;
  readonly broken: string;
  /** The engine's or a bot's error, when one stopped it. */
  readonly thrown?: unknown;
}

/** A game played up to its end or to where it stopped. */
export interface GamePlayed {
  /** The choices made, a refused one included: with the setup and seed, a record that replays to where it stopped. */
  readonly choices: readonly Choice[];
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly stopped?: GameStopped;
}

/** Why a choice could not be made or applied: the engine's or bot's error, with the rule an illegal choice breaks. */
function thrownText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof IllegalChoice ? `${message} (${error.rule})` : message;
}

/**
 * Plays a game between two players, each shown only its own General's view,
 * with `check` made after every decision. It stops at the first broken check,
 * a choice the engine refuses or a bot cannot make, or a game that does not
 * end within DECISION_LIMIT decisions, and says where and why (`stopped`).
 */
export function playUntilStopped(
  setup: GameSetup,
  seed: number | string,
  players: { readonly a: Player; readonly b: Player },
  check?: DecisionCheck,
): GamePlayed {
  let state = initialState(setup, seed);
  const choices: Choice[] = [];
  const events: GameEvent[] = [];
  const stop = (stopped: GameStopped): GamePlayed => ({ choices, state, events, stopped });
  for (let d = nextDecision(setup, state); d !== undefined; d = nextDecision(setup, state)) {
    const decision = choices.length;
    if (decision >= DECISION_LIMIT)
      return stop({ decision, broken: `the game did not end within ${DECISION_LIMIT} decisions` });
    let made: ReturnType<typeof applyChoice>;
    try {
      const choice = players[d.player].choose(setup, playerView(state, d.player), d);
      // A choice the engine refuses stays in the record, so that its replay reports it.
      choices.push(choice);
      made = applyChoice(setup, state, choice);
    } catch (error) {
      return stop({ decision, broken: thrownText(error), thrown: error });
    }
    const before = state;
    state = made.state;
    events.push(...made.events);
    const broken = check?.({ decision, before, after: made.state, events: made.events });
    if (broken !== undefined) return stop({ decision, broken });
  }
  return { choices, state, events };
}

/**
 * Plays a game to its end between two players, each shown only its own
 * General's view. Returns the record, which replays to the same game. Throws
 * the engine's or a bot's error, or when the game does not end within
 * DECISION_LIMIT decisions.
 */
export function playGame(
  setup: GameSetup,
  seed: number | string,
  players: { readonly a: Player; readonly b: Player },
): PlayedGame {
  const { choices, state, events, stopped } = playUntilStopped(setup, seed, players);
  if (stopped?.thrown instanceof Error) throw stopped.thrown;
  if (stopped !== undefined) throw new Error(stopped.broken);
  return {
    record: { format: RECORD_FORMAT, rules: RULES_VERSION, setup, seed, choices },
    state,
    events,
  };
}
