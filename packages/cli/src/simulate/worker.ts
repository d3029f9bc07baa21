import { parentPort, workerData } from 'node:worker_threads';
import { type MatchInput, matchSetup, playMatchOrStop } from './match.js';

/** A simulation worker: plays the games it is given and posts each result (or why a game stopped). */
const { input, games } = workerData as { input: MatchInput; games: number[] };
const { setup } = matchSetup(input);
for (const game of games) parentPort?.postMessage(playMatchOrStop(setup, input, game));
