import { randomUUID } from 'node:crypto';
import {
  type Choice,
  type GameResult,
  type GameSetup,
  RECORD_FORMAT,
  RULES_VERSION,
  type Side,
  openColumnsRead,
} from '@warroom/armoured-clash';
import type { Queryable, Row, Transactional } from '../db/database.js';
import type { GameOptions } from '../games/game-options.js';
import { isoTime, json, text } from './rows.js';

/** One decision of a stored game: who made it (a General, or a bot for one) and the choice. */
export interface StoredChoice {
  readonly side: Side;
  /** The bot that chose, when a bot did. */
  readonly bot?: string;
  readonly choice: Choice;
}

/** A game's row: its record but the choices, its options, and how far it is. */
export interface StoredGameHead {
  readonly id: string;
  readonly setup: GameSetup;
  readonly seed: number | string;
  readonly options: GameOptions;
  /** The rules version the game was created with (`RULES_VERSION`); none for games stored before it was kept. */
  readonly rules?: number;
  /** Decisions made so far: the index of the next one. */
  readonly decisions: number;
  readonly result?: GameResult;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A stored game: its head and every choice in order. */
export interface StoredGame extends StoredGameHead {
  readonly choices: readonly StoredChoice[];
}

/**
 * A game's row as every reader gets it, from PGlite or PostgreSQL alike. Its
 * setup comes back from JSON, so an open grid column ("6+", Infinity) stored
 * as null is read back first (rulebook p.13 Armaments Grid).
 */
function head(row: Row): StoredGameHead {
  return {
    id: text(row, 'id'),
    setup: openColumnsRead(row.setup as GameSetup),
    seed: row.seed as number | string,
    options: row.options as GameOptions,
    ...(row.rules === null || row.rules === undefined ? {} : { rules: Number(row.rules) }),
    decisions: Number(row.decisions),
    ...(row.result === null || row.result === undefined
      ? {}
      : { result: row.result as GameResult }),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

function choice(row: Row): StoredChoice {
  return {
    side: text(row, 'side') as Side,
    ...(row.bot === null ? {} : { bot: text(row, 'bot') }),
    choice: row.choice as Choice,
  };
}

const COLUMNS = 'id, setup, seed, options, rules, decisions, result, created_at, updated_at';

/** Stores a new game with no decisions made, of this engine's rules version. */
export async function createGame(
  db: Queryable,
  input: {
    readonly setup: GameSetup;
    readonly seed: number | string;
    readonly options: GameOptions;
  },
): Promise<StoredGame> {
  const rows = await db.query(
    `INSERT INTO games (id, format, rules, setup, seed, options)
     VALUES ($1, $2, $3, $4::json, $5::json, $6::json) RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      RECORD_FORMAT,
      RULES_VERSION,
      json(input.setup),
      json(input.seed),
      json(input.options),
    ],
  );
  return { ...head(rows[0] as Row), choices: [] };
}

/** A game's row without its choices; undefined when there is none with that id. */
export async function getGameHead(db: Queryable, id: string): Promise<StoredGameHead | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM games WHERE id = $1`, [id]);
  return rows[0] === undefined ? undefined : head(rows[0]);
}

/** A game and its choices in order; undefined when there is none with that id. */
export async function getGame(db: Queryable, id: string): Promise<StoredGame | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM games WHERE id = $1`, [id]);
  if (rows[0] === undefined) return undefined;
  const choices = await db.query(
    'SELECT side, bot, choice FROM game_choices WHERE game_id = $1 ORDER BY step',
    [id],
  );
  const game = head(rows[0]);
  // Choices appended after the head was read belong to a later version: leave them out.
  return { ...game, choices: choices.slice(0, game.decisions).map(choice) };
}

/** Every game, without its choices, the most recently played first. */
export async function listGames(db: Queryable): Promise<StoredGameHead[]> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM games ORDER BY updated_at DESC, id`);
  return rows.map(head);
}

/**
 * Appends choices to a game that has made exactly `from` decisions; false (and
 * nothing written) when it has moved on or is gone. `result` is the game's
 * outcome after them, once it is over.
 */
export async function appendChoices(
  db: Transactional,
  id: string,
  from: number,
  choices: readonly StoredChoice[],
  result: GameResult | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx.query(
      `UPDATE games SET decisions = $3, result = $4::json, updated_at = now()
     WHERE id = $1 AND decisions = $2 RETURNING id`,
      [id, from, from + choices.length, result === undefined ? null : json(result)],
    );
    if (moved.length === 0) return false;
    for (const [i, made] of choices.entries()) {
      await tx.query(
        'INSERT INTO game_choices (game_id, step, side, bot, choice) VALUES ($1, $2, $3, $4, $5::json)',
        [id, from + i, made.side, made.bot ?? null, json(made.choice)],
      );
    }
    return true;
  });
}

export async function deleteGame(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM games WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
