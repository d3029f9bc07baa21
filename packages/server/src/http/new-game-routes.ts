import type { ServerContext } from '../context.js';
import { settle } from '../games/game-service.js';
import { gameForSide, logForSide, sideToShow } from '../games/game-view.js';
import { replayStored } from '../games/live-game.js';
import { newGameSchema, prepareGame, setUpGame } from '../games/new-game.js';
import { createGame } from '../store/game-store.js';
import { parseInput } from './parse-input.js';
import type { Route } from './router.js';

/**
 * Setting up games: `POST /api/games` stores a new game (a Clash agreed on,
 * drawn at random, or chosen in the game by the winner of its card draw:
 * rulebook p.56 Select a Clash, the decision `chooseClash`), lets the bot make
 * its first decisions, and answers 201 with the game.
 */
export function newGameRoutes(ctx: ServerContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/games',
      handler: async (request) => {
        const input = parseInput(newGameSchema, await request.body());
        const prepared = await prepareGame(ctx, input);
        const created = await createGame(ctx.db, setUpGame(prepared));
        const { live, made: played } = await settle(ctx, replayStored(created));
        const side = sideToShow(live, prepared.input.opponent === 'hotseat' ? 'a' : null);
        return {
          status: 201,
          body: { game: gameForSide(live, side), made: logForSide(played.steps, side) },
        };
      },
    },
  ];
}
