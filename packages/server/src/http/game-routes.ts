import { FORWARD_TABLE } from '@warroom/armoured-clash';
import { FORCE_SCALES } from '@warroom/forces';
import { z } from 'zod';
import { notFound } from '../api-error.js';
import type { ServerContext } from '../context.js';
import { decide, loadGame, settle, stateAt } from '../games/game-service.js';
import { BOT_NAMES } from '../games/game-options.js';
import { gameOdds } from '../games/game-odds.js';
import { gameForSide, gameSummary, logForSide, sideToShow } from '../games/game-view.js';
import { CLASH_IDS } from '../games/new-game.js';
import { deleteGame, listGames } from '../store/game-store.js';
import { newGameRoutes } from './new-game-routes.js';
import { parseInput } from './parse-input.js';
import type { Route } from './router.js';

/** The body of `POST /api/games/:id/decisions`. */
const decisionSchema = z.strictObject({
  /** The General deciding (default against a bot: the person's side). */
  side: z.enum(['a', 'b']).exactOptional(),
  /** The index of the decision answered, as the game showed it (`decision.index`). */
  index: z.number().int().nonnegative(),
  choice: z.unknown(),
});

/**
 * Games: set up from two force lists, stored as their records, shown to one
 * General at a time, played one decision at a time (the bot answers at once).
 */
export function gameRoutes(ctx: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/game-options',
      handler: () =>
        Promise.resolve({
          status: 200,
          body: {
            clashes: CLASH_IDS,
            scales: FORCE_SCALES,
            opponents: ['hotseat', ...BOT_NAMES],
            // glossary: Forward: where a unit deployed with each die of its Forward Pool may stand.
            forwardTable: FORWARD_TABLE,
          },
        }),
    },
    {
      method: 'GET',
      path: '/api/games',
      handler: async () => ({
        status: 200,
        body: {
          games: (await listGames(ctx.db)).map((head) => gameSummary(head, head.decisions)),
        },
      }),
    },
    ...newGameRoutes(ctx),
    {
      method: 'GET',
      path: '/api/games/:id',
      handler: async ({ params, query }) => {
        const { live } = await settle(ctx, await loadGame(ctx, params.id ?? ''));
        return { status: 200, body: gameForSide(live, sideToShow(live, query.get('side'))) };
      },
    },
    {
      method: 'DELETE',
      path: '/api/games/:id',
      handler: async ({ params }) => {
        const id = params.id ?? '';
        if (!(await deleteGame(ctx.db, id))) throw notFound(`game "${id}"`);
        ctx.games.forget(id);
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      path: '/api/games/:id/decisions',
      handler: async (request) => {
        const body = parseInput(decisionSchema, await request.body());
        const { live, side, made } = await decide(ctx, request.params.id ?? '', body);
        return {
          status: 200,
          body: {
            made: logForSide(made.steps, side),
            ...(made.botProblem === undefined ? {} : { botProblem: made.botProblem }),
            game: gameForSide(live, side),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/api/games/:id/log',
      handler: async ({ params, query }) => {
        const live = await loadGame(ctx, params.id ?? '');
        const side = sideToShow(live, query.get('side'));
        return {
          status: 200,
          body: { index: live.steps.length, side, log: logForSide(live.steps, side) },
        };
      },
    },
    {
      method: 'GET',
      path: '/api/games/:id/odds',
      handler: async ({ params, query }) => {
        const live = await loadGame(ctx, params.id ?? '');
        const side = sideToShow(live, query.get('side'));
        return { status: 200, body: gameOdds(live, side, query) };
      },
    },
    {
      method: 'GET',
      path: '/api/games/:id/replay',
      handler: async ({ params, query }) => {
        const live = await loadGame(ctx, params.id ?? '');
        const side = sideToShow(live, query.get('side'));
        const asked = query.get('index');
        const index = asked === null || asked === '' ? live.steps.length : Number(asked);
        const state = stateAt(live, index);
        const step = index === 0 ? undefined : live.steps[index - 1];
        return {
          status: 200,
          body: {
            ...gameForSide(live, side, { index, state }),
            of: live.steps.length,
            // rulebook p.37: a Command card revealed later in the log is known now.
            ...(step === undefined ? {} : { last: logForSide(live.steps, side)[index - 1] }),
          },
        };
      },
    },
  ];
}
