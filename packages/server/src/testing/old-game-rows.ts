import { type Choice, RECORD_FORMAT } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import type { Queryable } from '../db/database.js';
import { HOT_SEAT } from './hot-seat-options.js';

/** The id of the game stored as a server of before the rules version stored games. */
export const OLD_GAME = 'a-game-of-before-rules-versions';
/** Its seed. */
export const OLD_GAME_SEED = 5;
/** Its one stored choice, which the engine refuses (a unit the game has not): the game replays only up to it. */
export const OLD_GAME_REFUSED: Choice = {
  kind: 'deploy',
  unit: 'no-such-unit',
  at: [1, 1],
  facing: 0,
};

/**
 * Stores, in a database whose `games` table may lack the `rules` column,
 * a hot-seat Skirmish (the engine's `skirmish()`) as a server of before the
 * rules version did: no `rules`, one decision made (`OLD_GAME_REFUSED`).
 */
export async function storeGameOfBeforeRulesVersions(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO games (id, format, setup, seed, options, decisions)
     VALUES ($1, $2, $3::json, $4::json, $5::json, 1)`,
    [
      OLD_GAME,
      RECORD_FORMAT,
      JSON.stringify(skirmish()),
      JSON.stringify(OLD_GAME_SEED),
      JSON.stringify(HOT_SEAT),
    ],
  );
  await db.query(
    'INSERT INTO game_choices (game_id, step, side, choice) VALUES ($1, 0, $2, $3::json)',
    [OLD_GAME, 'a', JSON.stringify(OLD_GAME_REFUSED)],
  );
}
