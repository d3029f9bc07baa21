import type { CardDraw, ClashId, DeckDefinition } from '@warroom/armoured-clash';
import { z } from 'zod';
import { ApiError } from '../api-error.js';
import type { ServerContext } from '../context.js';
import { botChoice, botOf, clashDraw } from '../games/clash-choice.js';
import type { BotName } from '../games/game-options.js';
import { settle } from '../games/game-service.js';
import { gameForSide, logForSide, sideToShow } from '../games/game-view.js';
import { replayStored } from '../games/live-game.js';
import {
  CLASH_IDS,
  type PreparedGame,
  newGameSchema,
  prepareGame,
  setUpGame,
} from '../games/new-game.js';
import { createGame } from '../store/game-store.js';
import { parseInput } from './parse-input.js';
import type { ApiResponse, Route } from './router.js';

/** The body of `POST /api/clash-choices/:id`: the Clash the winner of the draw chooses. */
const clashChoiceSchema = z.strictObject({ clash: z.enum(CLASH_IDS) });

/** A card drawn, as the set-up form shows it: its id, Value and Command's name. */
function drawnCard(deck: DeckDefinition, card: number) {
  const drawn = deck.cards[card];
  return {
    card,
    value: drawn?.value ?? 0,
    ...(drawn?.command?.name === undefined ? {} : { name: drawn.command.name }),
  };
}

/** rulebook p.56 Select a Clash: the draw shown to the person who won it (never the seed). */
function drawShown(prepared: PreparedGame, draw: CardDraw) {
  const { a, b } = prepared.forces;
  return {
    draws: draw.draws.map((pair) => ({
      a: drawnCard(a.deck, pair.a),
      b: drawnCard(b.deck, pair.b),
    })),
    winner: draw.winner,
    names: { a: a.summary.name, b: b.summary.name },
    clashes: CLASH_IDS,
  };
}

/** Stores a new game of `clash`, lets the bot make its first decisions, and answers 201 with the game. */
async function startGame(
  ctx: ServerContext,
  prepared: PreparedGame,
  clash: ClashId | 'random',
  choice?: { readonly draw: CardDraw; readonly by?: BotName },
): Promise<ApiResponse> {
  const made = setUpGame(
    prepared,
    clash,
    choice === undefined
      ? undefined
      : {
          draws: choice.draw.draws,
          winner: choice.draw.winner,
          ...(choice.by === undefined ? {} : { by: choice.by }),
        },
  );
  const created = await createGame(ctx.db, made);
  const { live, made: played } = await settle(ctx, replayStored(created));
  const side = sideToShow(live, prepared.input.opponent === 'hotseat' ? 'a' : null);
  return {
    status: 201,
    body: { game: gameForSide(live, side), made: logForSide(played.steps, side) },
  };
}

/**
 * Setting up games: `POST /api/games` (a Clash agreed on, drawn at random,
 * or chosen by the winner of a card draw: when a bot wins it chooses at once,
 * when a person wins the answer is 202 with the draw, and
 * `POST /api/clash-choices/:id` takes their choice and starts the game).
 */
export function newGameRoutes(ctx: ServerContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/games',
      handler: async (request) => {
        const input = parseInput(newGameSchema, await request.body());
        const prepared = await prepareGame(ctx, input);
        if (input.clash !== 'chosen') return startGame(ctx, prepared, input.clash);
        const draw = clashDraw(prepared);
        const bot = botOf(prepared, draw.winner);
        if (bot !== undefined)
          return startGame(ctx, prepared, botChoice(prepared, bot), { draw, by: bot });
        const id = ctx.clashChoices.hold({ prepared, draw });
        return { status: 202, body: { clashChoice: { id, ...drawShown(prepared, draw) } } };
      },
    },
    {
      method: 'POST',
      path: '/api/clash-choices/:id',
      handler: async (request) => {
        const body = parseInput(clashChoiceSchema, await request.body());
        const id = request.params.id ?? '';
        const pending = ctx.clashChoices.take(id);
        if (pending === undefined)
          throw new ApiError(
            404,
            `no card draw "${id}" waits for a choice of Clash (rulebook p.56 Select a Clash): set the game up again`,
          );
        return startGame(ctx, pending.prepared, body.clash, { draw: pending.draw });
      },
    },
  ];
}
