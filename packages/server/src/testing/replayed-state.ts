import assert from 'node:assert/strict';
import { type GameSetup, type GameState, RECORD_FORMAT, replay } from '@warroom/armoured-clash';
import type { Queryable } from '../db/database.js';
import { getGame } from '../store/game-store.js';

/**
 * Stored game `id`, its setup as stored and the state the engine reaches by
 * replaying its record; fails the test when there is none.
 */
export async function replayedGame(
  db: Queryable,
  id: string,
): Promise<{ readonly setup: GameSetup; readonly state: GameState }> {
  const stored = await getGame(db, id);
  assert.ok(stored !== undefined, `no stored game ${id}`);
  const { state } = replay({
    format: RECORD_FORMAT,
    setup: stored.setup,
    seed: stored.seed,
    choices: stored.choices.map((c) => c.choice),
  });
  return { setup: stored.setup, state };
}
