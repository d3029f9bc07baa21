import { randomUUID } from 'node:crypto';
import {
  type CardDraw,
  type ClashId,
  type Side,
  drawForClashChoice,
} from '@warroom/armoured-clash';
import { botClashChoice } from '@warroom/forces';
import { badRequest } from '../api-error.js';
import type { BotName } from './game-options.js';
import type { PreparedGame } from './new-game.js';

/** How many draws waiting for a person's choice of Clash are held (the oldest forgotten first). */
const PENDING_HELD = 32;

/** A card draw won by a person, waiting for their choice of Clash. */
export interface PendingClashChoice {
  readonly prepared: PreparedGame;
  readonly draw: CardDraw;
}

/**
 * The draws waiting for the winner's choice of Clash, by id, in memory (a
 * restart forgets them: the game is then set up again). The seed stays here:
 * only the draw is shown.
 */
export class PendingClashChoices {
  private readonly held = new Map<string, PendingClashChoice>();

  hold(pending: PendingClashChoice): string {
    const id = randomUUID();
    this.held.set(id, pending);
    while (this.held.size > PENDING_HELD) {
      const oldest = this.held.keys().next().value;
      if (oldest === undefined) break;
      this.held.delete(oldest);
    }
    return id;
  }

  /** The draw waiting under `id`, taken (a Clash is chosen once). */
  take(id: string): PendingClashChoice | undefined {
    const pending = this.held.get(id);
    this.held.delete(id);
    return pending;
  }
}

/**
 * rulebook p.56 Select a Clash: "each General can draw a card from their
 * deck, and the General who draws the highest card chooses a Clash" — the
 * draw made from the game's seed; a 400 at `body.clash` when the decks can
 * never settle it.
 */
export function clashDraw(prepared: PreparedGame): CardDraw {
  const { a, b } = prepared.forces;
  try {
    return drawForClashChoice(prepared.seed, { a: a.deck, b: b.deck });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw badRequest(error.message, {
      problems: [{ where: 'body.clash', message: error.message }],
    });
  }
}

/** The bot playing `side` in the game asked for, if a bot does. */
export function botOf(prepared: PreparedGame, side: Side): BotName | undefined {
  const { opponent, human } = prepared.input;
  if (opponent === 'hotseat') return undefined;
  // As botSide reads a game's options: the bot plays the side the person does not (a by default).
  const played: Side = human === 'b' ? 'a' : 'b';
  return played === side ? opponent : undefined;
}

/** The Clash a bot that won the draw chooses (the forces package's botClashChoice). */
export function botChoice(prepared: PreparedGame, bot: BotName): ClashId {
  return botClashChoice(bot, prepared.seed);
}
