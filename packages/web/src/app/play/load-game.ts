import { api } from '../api.js';
import type { Game } from './game-types.js';

/**
 * A game as the person at the screen sees it: General A's view, or B's when the
 * bot plays A; in hot-seat, the view of the General who decides now.
 */
export async function loadGame(id: string): Promise<Game> {
  const game = await api<Game>('GET', `/api/games/${encodeURIComponent(id)}${'?side=a'}`).catch(
    async (error: unknown) => {
      // against a bot playing A, the person plays B: ask without a side
      if (error instanceof Error && /bot/.test(error.message)) {
        return api<Game>('GET', `/api/games/${encodeURIComponent(id)}`);
      }
      throw error;
    },
  );
  if (
    game.opponent === 'hotseat' &&
    game.waitingFor !== undefined &&
    game.waitingFor.player !== game.side
  ) {
    return api<Game>('GET', `/api/games/${encodeURIComponent(id)}?side=${game.waitingFor.player}`);
  }
  return game;
}
