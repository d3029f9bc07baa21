import {
  type Choice,
  type GameEvent,
  type GameSetup,
  type GameState,
  IllegalChoice,
  applyChoice,
  initialState,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import { INVARIANTS, type Invariant, brokenInvariants, outOfCoherency } from './invariants.js';
import { DECISION_LIMIT } from './play-game.js';
import type { Player } from './player.js';

/** The first thing that went wrong in a checked game: the decision (counted from 0) and what broke. */
export interface CheckedGameFailure {
  readonly decision: number;
  readonly broken: string;
}

/** A game played with the invariants checked after every decision, up to its end or its first failure. */
export interface CheckedGame {
  /** Decisions made and checked (the failing one included). */
  readonly decisions: number;
  /** The choices made, the failing one included: with the setup and seed, a record `warroom run` replays. */
  readonly choices: readonly Choice[];
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly failure?: CheckedGameFailure;
}

/** Why a choice could not be made or applied: the engine's or bot's error, with the rule an illegal choice breaks. */
function thrown(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof IllegalChoice ? `${message} (${error.rule})` : message;
}

/**
 * Plays a game between two players (each shown only its General's view),
 * checking `invariants` after every decision. It stops at the first broken
 * invariant, a choice the engine refuses or a bot cannot make, or a game that
 * does not end within DECISION_LIMIT decisions.
 */
export function playCheckedGame(
  setup: GameSetup,
  seed: string,
  players: { readonly a: Player; readonly b: Player },
  invariants: readonly Invariant[] = INVARIANTS,
): CheckedGame {
  let state = initialState(setup, seed);
  let stray = outOfCoherency(setup, state);
  const choices: Choice[] = [];
  const events: GameEvent[] = [];
  const stop = (decision: number, broken: string): CheckedGame => ({
    decisions: choices.length,
    choices,
    state,
    events,
    failure: { decision, broken },
  });
  for (let d = nextDecision(setup, state); d !== undefined; d = nextDecision(setup, state)) {
    const decision = choices.length;
    if (decision >= DECISION_LIMIT)
      return stop(decision, `the game did not end within ${DECISION_LIMIT} decisions`);
    let made: ReturnType<typeof applyChoice>;
    try {
      const choice = players[d.player].choose(setup, playerView(state, d.player), d);
      // A choice the engine refuses stays in the record, so that its replay reports it.
      choices.push(choice);
      made = applyChoice(setup, state, choice);
    } catch (error) {
      return stop(decision, thrown(error));
    }
    const strayAfter = outOfCoherency(setup, made.state);
    const broken = brokenInvariants(
      {
        setup,
        where: `${seed} decision ${decision}`,
        after: made.state,
        events: made.events,
        strayBefore: stray,
        strayAfter,
      },
      invariants,
    );
    state = made.state;
    events.push(...made.events);
    stray = strayAfter;
    if (broken.length > 0) return stop(decision, broken.join('; '));
  }
  return { decisions: choices.length, choices, state, events };
}
