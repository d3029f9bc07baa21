import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState } from './state.js';
import { initialState } from './initial-state.js';
import { RULES_VERSION } from './rules-version.js';

/** The file format tag of a game record. */
export const RECORD_FORMAT = 'warroom.game-record/1';

/**
 * The canonical record of a game: its setup, its seed and every choice in
 * order. It replays to the identical game on any machine.
 */
export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  /** The rules version that made it (`RULES_VERSION`); none in records made before it was kept. */
  readonly rules?: number;
  readonly setup: GameSetup;
  readonly seed: number | string;
  readonly choices: readonly Choice[];
}

/** A replay: the state reached, what happened, and the first illegal choice if one stopped it. */
export interface Replay {
  readonly state: GameState;
  readonly events: readonly { readonly choice: number; readonly event: GameEvent }[];
  /** Choices applied. */
  readonly applied: number;
  readonly illegal?: {
    readonly index: number;
    readonly choice: Choice;
    readonly rule: string;
    readonly message: string;
  };
}

/**
 * What a choice refused says of a record made with other rules than this
 * engine's (docs/protocol.md, Records), or nothing when they are the same.
 */
export function rulesChangedNote(record: Pick<GameRecord, 'rules'>): string | undefined {
  if (record.rules === RULES_VERSION) return undefined;
  const engine = `this engine is rules version ${RULES_VERSION}`;
  if (record.rules === undefined)
    return `recorded before rules versions were kept (no "rules"); ${engine}: the rules may have changed since`;
  return `recorded with rules version ${record.rules}; ${engine}: the rules have changed since`;
}

/**
 * Replays a record (up to `until` choices). An illegal choice stops the replay
 * and is reported with its index and the rule it breaks; the game before it is kept.
 * When the record was made with other rules than this engine's, the message
 * says so (`rulesChangedNote`).
 */
export function replay(record: GameRecord, until = record.choices.length): Replay {
  let state = initialState(record.setup, record.seed);
  const events: { choice: number; event: GameEvent }[] = [];
  const last = Math.min(until, record.choices.length);
  for (let index = 0; index < last; index++) {
    const choice = record.choices[index] as Choice;
    try {
      const result = applyChoice(record.setup, state, choice);
      state = result.state;
      for (const event of result.events) events.push({ choice: index, event });
    } catch (error) {
      if (!(error instanceof IllegalChoice)) throw error;
      const note = rulesChangedNote(record);
      const message = note === undefined ? error.message : `${error.message} (${note})`;
      return {
        state,
        events,
        applied: index,
        illegal: { index, choice, rule: error.rule, message },
      };
    }
  }
  return { state, events, applied: last };
}
