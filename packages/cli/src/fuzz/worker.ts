import { workerData } from 'node:worker_threads';
import { serveGames } from '../pool/serve-games.js';
import { type FuzzInput, fuzzForces, fuzzGame } from './fuzz-game.js';

/** A fuzzing worker: reads the forces once, then plays each game number it is sent and posts its result. */
const input = workerData as FuzzInput;
const forces = fuzzForces();
serveGames((game) => fuzzGame(input, game, forces));
