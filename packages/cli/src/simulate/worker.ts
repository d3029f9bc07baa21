import { workerData } from 'node:worker_threads';
import { serveGames } from '../pool/serve-games.js';
import { type MatchInput, matchSetup, playMatchOrStop } from './match.js';

/** A simulation worker: builds the game once, then plays each game it is sent and posts its result (or why it stopped). */
const input = workerData as MatchInput;
const { setup } = matchSetup(input);
serveGames((game) => playMatchOrStop(setup, input, game));
