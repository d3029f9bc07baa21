import { z } from 'zod';
import { badRequest } from '../api-error.js';
import type { ServerContext } from '../context.js';
import { checkChoice } from '../games/check-choice.js';
import { parseChoice } from '../games/choice-schema.js';
import { loadGame } from '../games/game-service.js';
import { botSide } from '../games/game-options.js';
import { sideToShow } from '../games/game-view.js';
import { attacksInTurnShown } from '../games/attacks-in-turn.js';
import { precisionOffer } from '../games/precision-offer.js';
import { sightOf } from '../games/sight.js';
import { issueProblems } from '../problems.js';
import { parseInput } from './parse-input.js';
import type { Route } from './router.js';

/** The body of `POST /api/games/:id/check`: the same as a decision's. */
const checkSchema = z.strictObject({
  side: z.enum(['a', 'b']).exactOptional(),
  index: z.number().int().nonnegative(),
  choice: z.unknown(),
});

/** The body of `POST /api/games/:id/attacks`: a choice the General could make now. */
const attacksSchema = z.strictObject({
  side: z.enum(['a', 'b']).exactOptional(),
  choice: z.unknown(),
});

/**
 * What the table shows while a General thinks, asked of the engine and never
 * stored: a decision's dry run (a move's length, limit and verdict), what
 * one of the General's units can see and reach, the models a Precision
 * pick may take next, and the attacks a choice makes in turn.
 */
export function tableRoutes(ctx: ServerContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/games/:id/check',
      handler: async (request) => {
        const body = parseInput(checkSchema, await request.body());
        const live = await loadGame(ctx, request.params.id ?? '');
        const bot = botSide(live.head.options);
        if (body.side === undefined && bot === undefined) {
          throw badRequest('say which General decides: "side": "a" or "b"');
        }
        const side = body.side ?? (bot === 'a' ? 'b' : 'a');
        const parsed = parseChoice(body.choice);
        if ('issues' in parsed) {
          throw badRequest('the choice is malformed', {
            problems: issueProblems('body.choice', parsed.issues),
          });
        }
        return { status: 200, body: checkChoice(live, side, body.index, parsed.choice) };
      },
    },
    {
      method: 'GET',
      path: '/api/games/:id/sight',
      handler: async ({ params, query }) => {
        const live = await loadGame(ctx, params.id ?? '');
        const side = sideToShow(live, query.get('side'));
        return { status: 200, body: sightOf(live, side, query.get('unit')) };
      },
    },
    {
      method: 'POST',
      path: '/api/games/:id/attacks',
      handler: async (request) => {
        const body = parseInput(attacksSchema, await request.body());
        const live = await loadGame(ctx, request.params.id ?? '');
        const side = sideToShow(live, body.side ?? null);
        const parsed = parseChoice(body.choice);
        if ('issues' in parsed) {
          throw badRequest('the choice is malformed', {
            problems: issueProblems('body.choice', parsed.issues),
          });
        }
        return { status: 200, body: attacksInTurnShown(live, side, parsed.choice) };
      },
    },
    {
      method: 'GET',
      path: '/api/games/:id/precision',
      handler: async ({ params, query }) => {
        const live = await loadGame(ctx, params.id ?? '');
        sideToShow(live, query.get('side'));
        return { status: 200, body: precisionOffer(live, query) };
      },
    },
  ];
}
