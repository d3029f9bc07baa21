import { parentPort, workerData } from 'node:worker_threads';
import { type FuzzInput, fuzzGame } from './fuzz-game.js';

/** A fuzzing worker: plays each game number it is sent and posts its result; a number below 0 ends it. */
const input = workerData as FuzzInput;
parentPort?.on('message', (game: number) => {
  if (game < 0) parentPort?.close();
  else parentPort?.postMessage(fuzzGame(input, game));
});
