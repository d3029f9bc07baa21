import {
  type Choice,
  type GameEvent,
  type GameRecord,
  type GameState,
  RECORD_FORMAT,
  type Side,
  replay,
} from '@warroom/armoured-clash';
import type { StoredGame, StoredGameHead } from '../store/game-store.js';

/** One decision made in a game: who made it, the choice, and what happened. */
export interface GameStep {
  readonly index: number;
  readonly side: Side;
  /** The bot that chose, when a bot did. */
  readonly bot?: string;
  readonly choice: Choice;
  readonly events: readonly GameEvent[];
}

/** A stored choice that the engine now refuses: the record replays only up to it. */
export interface BrokenRecord {
  readonly index: number;
  readonly rule: string;
  readonly message: string;
}

/** A game in play: its stored head, every step so far, and the state they reach. */
export interface LiveGame {
  readonly head: StoredGameHead;
  readonly steps: readonly GameStep[];
  readonly state: GameState;
  readonly broken?: BrokenRecord;
}

/** The canonical record of a game (docs/protocol.md): its rules version when kept, and the choices given. */
export function recordOf(
  head: StoredGameHead,
  steps: readonly { readonly choice: Choice }[],
): GameRecord {
  return {
    format: RECORD_FORMAT,
    ...(head.rules === undefined ? {} : { rules: head.rules }),
    setup: head.setup,
    seed: head.seed,
    choices: steps.map((s) => s.choice),
  };
}

/**
 * Reloads a stored game by replaying its record with the engine (its setup as
 * the store reads it back: `game-store.ts`, open grid columns and all).
 */
export function replayStored(stored: StoredGame): LiveGame {
  const { choices, ...head } = stored;
  const played = replay(recordOf(head, choices));
  const eventsOf = choices.map((): GameEvent[] => []);
  for (const { choice, event } of played.events) eventsOf[choice]?.push(event);
  const steps = choices.slice(0, played.applied).map((made, index): GameStep => ({
    index,
    side: made.side,
    ...(made.bot === undefined ? {} : { bot: made.bot }),
    choice: made.choice,
    events: eventsOf[index] ?? [],
  }));
  return {
    head,
    steps,
    state: played.state,
    ...(played.illegal === undefined
      ? {}
      : {
          broken: {
            index: played.illegal.index,
            rule: played.illegal.rule,
            message: played.illegal.message,
          },
        }),
  };
}
