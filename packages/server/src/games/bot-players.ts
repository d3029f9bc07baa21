import type { Side } from '@warroom/armoured-clash';
import { type Player, heuristicPlayer, randomPlayer } from '@warroom/bots';
import type { BotName } from './game-options.js';

/**
 * The bot that makes decision `index` of a game. The random bot is seeded from
 * the game's seed, its side and the index, so that a game reloaded from its
 * record (after a restart) gets the very choices it would have got without one.
 */
export function botFor(name: BotName, seed: number | string, side: Side, index: number): Player {
  return name === 'heuristic'
    ? heuristicPlayer()
    : randomPlayer(`${String(seed)}:${side}:${index}`);
}
