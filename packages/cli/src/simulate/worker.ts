import { parentPort, workerData } from 'node:worker_threads';
import { type MatchInput, matchSetup, playMatch } from './match.js';

/** A simulation worker: plays the games it is given and posts each result. */
const { input, games } = workerData as { input: MatchInput; games: number[] };
const { setup } = matchSetup(input);
for (const game of games) parentPort?.postMessage(playMatch(setup, input, game));
