import { Worker } from 'node:worker_threads';
import { type Invariant, INVARIANTS } from '@warroom/bots';
import { type FuzzInput, type FuzzResult, fuzzGame } from './fuzz-game.js';

/** What a worker is sent to end it. */
const NO_MORE_GAMES = -1;

/**
 * Plays games 0 to `games - 1` on `workers` threads, each sent its next game
 * as it finishes one (Battle games take longer than Skirmish ones), or in this
 * thread with `invariants` (which cannot be sent to a thread). Results in game order.
 */
export async function fuzzAll(
  input: FuzzInput,
  games: number,
  workers: number,
  progress: (done: number) => void,
  invariants: readonly Invariant[] = INVARIANTS,
): Promise<FuzzResult[]> {
  const results: FuzzResult[] = [];
  if (workers <= 1 || invariants !== INVARIANTS) {
    for (let game = 0; game < games; game++) {
      results.push(fuzzGame(input, game, invariants));
      progress(results.length);
    }
    return results;
  }
  let next = 0;
  const threads = Array.from({ length: Math.min(workers, games) }, () => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: input });
    return new Promise<void>((resolve, reject) => {
      const send = (): void => {
        worker.postMessage(next < games ? next++ : NO_MORE_GAMES);
      };
      worker.on('message', (result: FuzzResult) => {
        results.push(result);
        progress(results.length);
        send();
      });
      worker.on('error', reject);
      worker.on('exit', () => resolve());
      send();
    });
  });
  await Promise.all(threads);
  return results.sort((x, y) => x.game - y.game);
}
