import { api } from '../api.js';
import type { Game } from './game-types.js';
import type { PickOffers } from './model-picker.js';

/** The server's answer: the models the next pick may take (docs/server.md `GET /api/games/:id/precision`). */
interface PrecisionAnswer {
  readonly choices: readonly string[];
}

/**
 * glossary: Precision: the models of `target` a Precision pick may take
 * next, once the picks before were made, as the engine counts them (in Close
 * Formation the rear rank, a single rank's ends, or the Officer), asked of the
 * server pick by pick.
 */
export function precisionOffers(game: Game, target: string): PickOffers {
  return async (picks) => {
    const query = new URLSearchParams({ side: game.side, target });
    if (picks.length > 0) query.set('picks', picks.join(','));
    const path = `/api/games/${encodeURIComponent(game.id)}/precision?${query.toString()}`;
    return (await api<PrecisionAnswer>('GET', path)).choices;
  };
}
