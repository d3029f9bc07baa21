import { parentPort } from 'node:worker_threads';

/** What a worker of the pool is sent to end it (game numbers are never below 0). */
export const NO_MORE_GAMES = -1;

/**
 * The worker's side of the game pool (game-pool.ts): plays each game number it
 * is sent with `play` and posts the result, until it is sent NO_MORE_GAMES.
 */
export function serveGames<Result>(play: (game: number) => Result): void {
  parentPort?.on('message', (game: number) => {
    if (game === NO_MORE_GAMES) parentPort?.close();
    else parentPort?.postMessage(play(game));
  });
}
