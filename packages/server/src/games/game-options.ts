import type { ClashId, DrawnPair, ForceScale, Side } from '@warroom/armoured-clash';
import type { LeftOut } from '@warroom/forces';

/** The bots the server can play a General with. */
export const BOT_NAMES = ['heuristic', 'random'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** Who plays the other General: people taking turns at one screen, or a bot. */
export type Opponent = 'hotseat' | BotName;

/** What a game was set up with, besides its record: shown in listings and views. */
export interface GameOptions {
  /** The Clash agreed on or drawn at random, or `chosen` in the game by the winner of its card draw (rulebook p.56 Select a Clash). */
  readonly clash: ClashId | 'chosen';
  /** rulebook p.56 Select a Clash: in games set up before the choice was a decision of the game, the card draw whose winner chose the Clash. */
  readonly clashChoice?: ClashChoiceMade;
  readonly scale: ForceScale;
  readonly opponent: Opponent;
  /** In a game against a bot, the side the person plays. */
  readonly human?: Side;
  /** Each General's force: its name and faction, and the saved list it came from. */
  readonly forces: {
    readonly a: ForceSummary;
    readonly b: ForceSummary;
  };
  /** Units of the lists the game does not play yet, and why. */
  readonly leftOut: { readonly a: readonly LeftOut[]; readonly b: readonly LeftOut[] };
}

/** rulebook p.56 Select a Clash: the card draw (the cards drawn, from the game's seed) and who chose the Clash. */
export interface ClashChoiceMade {
  readonly draws: readonly DrawnPair[];
  readonly winner: Side;
  /** The bot that chose for the winner, when a bot did. */
  readonly by?: BotName;
}

export interface ForceSummary {
  readonly name: string;
  readonly faction: string;
  readonly forceListId?: string;
}

/** The side a bot plays, if any. */
export function botSide(options: GameOptions): Side | undefined {
  if (options.opponent === 'hotseat') return undefined;
  return options.human === 'b' ? 'a' : 'b';
}
