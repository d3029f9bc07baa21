import { type Invariant, INVARIANTS } from '@warroom/bots';
import { playPooled } from '../pool/game-pool.js';
import { type FuzzInput, type FuzzResult, fuzzForces, fuzzGame } from './fuzz-game.js';

/**
 * Plays games 0 to `games - 1` on `workers` threads (game-pool.ts), or in
 * this thread with `invariants` other than INVARIANTS (which cannot be sent
 * to a thread). Results in game order.
 */
export function fuzzAll(
  input: FuzzInput,
  games: number,
  workers: number,
  progress: (done: number) => void,
  invariants: readonly Invariant[] = INVARIANTS,
): Promise<FuzzResult[]> {
  return playPooled({
    games,
    workers: invariants === INVARIANTS ? workers : 1,
    progress,
    worker: new URL('./worker.js', import.meta.url),
    workerData: input,
    inThisThread: () => {
      const forces = fuzzForces();
      return (game) => fuzzGame(input, game, forces, invariants);
    },
  });
}
