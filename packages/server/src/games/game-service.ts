import { type Side, nextDecision, replay } from '@warroom/armoured-clash';
import { ApiError, badRequest, conflict, notFound } from '../api-error.js';
import type { ServerContext } from '../context.js';
import { issueProblems } from '../problems.js';
import { appendChoices, getGame, getGameHead } from '../store/game-store.js';
import { type Advance, humanChoice, playBots } from './advance.js';
import { parseChoice } from './choice-schema.js';
import { botSide } from './game-options.js';
import { type LiveGame, recordOf, replayStored } from './live-game.js';

/** A game as stored now: from the cache when it holds as many decisions, else replayed. */
export async function loadGame(ctx: ServerContext, id: string): Promise<LiveGame> {
  const head = await getGameHead(ctx.db, id);
  if (head === undefined) throw notFound(`game "${id}"`);
  const cached = ctx.games.get(id, head.decisions);
  if (cached !== undefined) return { ...cached, head };
  const stored = await getGame(ctx.db, id);
  if (stored === undefined) throw notFound(`game "${id}"`);
  const live = replayStored(stored);
  ctx.games.put(live);
  return live;
}

/**
 * Stores the decisions made after `live`, all or none: refused (409, nothing
 * written) when another request stored a decision first.
 */
export async function commit(ctx: ServerContext, live: LiveGame, made: Advance): Promise<LiveGame> {
  if (made.steps.length === 0) return live;
  const { id } = live.head;
  const stored = await appendChoices(
    ctx.db,
    id,
    live.steps.length,
    made.steps.map((s) => ({
      side: s.side,
      ...(s.bot === undefined ? {} : { bot: s.bot }),
      choice: s.choice,
    })),
    made.state.result,
  );
  if (!stored) {
    ctx.games.forget(id);
    throw conflict('the game moved on while this decision was being made: reload it');
  }
  const next: LiveGame = {
    head: {
      ...live.head,
      decisions: live.steps.length + made.steps.length,
      ...(made.state.result === undefined ? {} : { result: made.state.result }),
    },
    steps: [...live.steps, ...made.steps],
    state: made.state,
  };
  ctx.games.put(next);
  return next;
}

/** Lets the bot make its decisions if the game waits for it (after set-up, or after a failure). */
export async function settle(
  ctx: ServerContext,
  live: LiveGame,
): Promise<{ live: LiveGame; made: Advance }> {
  const bot = botSide(live.head.options);
  const decision = nextDecision(live.head.setup, live.state);
  const none: Advance = { steps: [], state: live.state };
  if (live.broken !== undefined || bot === undefined || decision?.player !== bot) {
    return { live, made: none };
  }
  const made = playBots(live, none);
  return { live: await commit(ctx, live, made), made };
}

/** The side a decision comes from: given, or the person's side against a bot. */
function deciding(live: LiveGame, side: Side | undefined): Side {
  if (side !== undefined) return side;
  const bot = botSide(live.head.options);
  if (bot === undefined) throw badRequest('say which General decides: "side": "a" or "b"');
  return bot === 'a' ? 'b' : 'a';
}

/**
 * A General's decision: checked against the game as stored, applied, then the
 * bot's answers; all stored together, or nothing (a refusal leaves the game as it was).
 */
export async function decide(
  ctx: ServerContext,
  id: string,
  body: { readonly side?: Side; readonly index: number; readonly choice: unknown },
): Promise<{ live: LiveGame; side: Side; made: Advance }> {
  const live = await loadGame(ctx, id);
  const side = deciding(live, body.side);
  const parsed = parseChoice(body.choice);
  if ('issues' in parsed) {
    throw badRequest('the choice is malformed', {
      problems: issueProblems('body.choice', parsed.issues),
    });
  }
  const made = playBots(live, humanChoice(live, side, body.index, parsed.choice));
  return { live: await commit(ctx, live, made), side, made };
}

/** The state after the first `index` decisions of a game. */
export function stateAt(live: LiveGame, index: number) {
  if (!Number.isInteger(index) || index < 0 || index > live.steps.length) {
    throw new ApiError(400, `index must be a whole number from 0 to ${live.steps.length}`, {
      problems: [{ where: 'query.index', message: `0 to ${live.steps.length}` }],
    });
  }
  if (index === live.steps.length) return live.state;
  return replay(recordOf(live.head, live.steps), index).state;
}
