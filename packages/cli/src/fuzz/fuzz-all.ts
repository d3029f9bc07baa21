import type { Invariant } from '@warroom/bots';
import { playPooled } from '../pool/game-pool.js';
import { type FuzzInput, type FuzzResult, fuzzForces, fuzzGame } from './fuzz-game.js';

/**
 * Plays games 0 to `games - 1` on `workers` threads (game-pool.ts), each
 * game checking `fuzzInvariants()`; or in this thread when `invariants` are
 * given (they cannot be sent to a thread). Results in game order.
 */
export function fuzzAll(
  input: FuzzInput,
  games: number,
  workers: number,
  progress: (done: number) => void,
  invariants?: readonly Invariant[],
): Promise<FuzzResult[]> {
  return playPooled({
    games,
    workers: invariants === undefined ? workers : 1,
    progress,
    worker: new URL('./worker.js', import.meta.url),
    workerData: input,
    inThisThread: () => {
      const forces = fuzzForces();
      return (game) => fuzzGame(input, game, forces, invariants);
    },
  });
}
