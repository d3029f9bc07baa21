import { Worker } from 'node:worker_threads';
import { NO_MORE_GAMES } from './serve-games.js';

/** Games 0 to `games - 1`, played on worker threads or in this thread. */
export interface PooledGames<Result> {
  readonly games: number;
  /** Threads to play them on; 1 or fewer: in this thread. */
  readonly workers: number;
  /** Told how many games are done as each one ends. */
  readonly progress: (done: number) => void;
  /** The worker's script (it calls `serveGames`) and the data it is started with. */
  readonly worker: URL;
  readonly workerData: unknown;
  /** How this thread plays a game, built once when no worker is used. */
  readonly inThisThread: () => (game: number) => Result;
}

/** Plays the games in this thread, one after the other. */
function playHere<Result>(pool: PooledGames<Result>): Result[] {
  const play = pool.inThisThread();
  const results: Result[] = [];
  for (let game = 0; game < pool.games; game++) {
    results.push(play(game));
    pool.progress(results.length);
  }
  return results;
}

/**
 * Plays the games on `workers` threads, each sent its next game as it
 * finishes one (some games take longer than others), or in this thread.
 * Results in game order: the same whatever the number of workers.
 */
export async function playPooled<Result extends { readonly game: number }>(
  pool: PooledGames<Result>,
): Promise<Result[]> {
  if (pool.workers <= 1) return playHere(pool);
  const results: Result[] = [];
  let next = 0;
  const threads = Array.from({ length: Math.min(pool.workers, pool.games) }, () => {
    const worker = new Worker(pool.worker, { workerData: pool.workerData });
    return new Promise<void>((resolve, reject) => {
      const send = (): void => {
        worker.postMessage(next < pool.games ? next++ : NO_MORE_GAMES);
      };
      worker.on('message', (result: Result) => {
        results.push(result);
        pool.progress(results.length);
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
