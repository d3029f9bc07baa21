import type { Side } from '../battlefield/table.js';
import type { PendingCommand } from './commands/pending-command.js';
import type { GameState, PlayerState, UnitState } from './state.js';
import { forwardSeenBy } from './forward/forward-state.js';
import { activationSeenBy } from './precision-seen.js';

/** What a General may know of the other's cards: how many, and the face-up discard pile. */
export interface HiddenCards {
  readonly handSize: number;
  readonly deckSize: number;
  readonly discardPile: readonly number[];
  readonly communicationsBreakdown: boolean;
  readonly vp: number;
}

/** A General's own cards: the hand, the discards, and only the size of the deck (its order is hidden). */
export interface OwnCards extends HiddenCards {
  readonly hand: readonly number[];
}

/**
 * What one General sees of the game (boardgame.io's player view): everything on
 * the table, their own hand, the other General's hand size only, no deck order
 * for either (a deck is face down) and not the generator's state (it would tell
 * what the dice and decks will do).
 */
export interface PlayerView {
  readonly as: Side;
  readonly round: number;
  readonly stage: GameState['stage'];
  readonly turn: Side;
  readonly initiative: Side;
  /** The units as they stand (shared with the game: read only). */
  readonly units: Readonly<Record<string, Readonly<UnitState>>>;
  /** rulebook p.56 Select a Clash: the cards drawn (face up once drawn) and the Clash chosen (the setup is `setupInPlay(setup, view)`'s). */
  readonly clashDraw?: GameState['clashDraw'];
  /** rulebook p.56 Placing Terrain: the pieces the Generals placed (the table is `setupInPlay(setup, view)`). */
  readonly placedTerrain?: GameState['placedTerrain'];
  /** rulebook p.60 Supply Drop: the Strategic Objective Markers the Generals placed (the setup's `objectives` are `setupInPlay(setup, view)`'s). */
  readonly placedObjectives?: GameState['placedObjectives'];
  /** rulebook p.57 Deploy Forces: the card draw, General A and the zone claimed (the zones are `setupInPlay(setup, view)`'s). */
  readonly generals?: GameState['generals'];
  /** glossary: Forward: the Forward units chosen (the other General's once both chose) and the Forward Pools. */
  readonly forward?: GameState['forward'];
  /** The Defensible Buildings Wrecked (glossary: Demolition): a token on the table (`tableOf(setup, view)` reads it). */
  readonly wreckedBuildings?: readonly string[];
  readonly activation?: GameState['activation'];
  readonly result?: GameState['result'];
  readonly own: OwnCards;
  readonly opponent: HiddenCards;
  /** Whether each General has placed a bid this Round (not its card). */
  readonly bids: { readonly a: boolean; readonly b: boolean };
  /** Strategic Objective Markers taken off the battlefield (e.g. Secured supplies, rulebook p.60). */
  readonly removedObjectives: readonly string[];
  /** rulebook pp.62-63 Find the Lady: the Vital Objective's marker once found, and where it lies if it was dropped. */
  readonly vitalObjective?: GameState['vitalObjective'];
  /** glossary: Portal Mastery (X) — the Portal Markers on the battlefield, seen by both Generals. */
  readonly portals?: GameState['portals'];
  /** rulebook pp.34-35: this General's own standing orders of losses (game/standing-loss-order.ts); never the other's. */
  readonly lossOrders?: PlayerState['lossOrders'];
  /** A Command waiting for Interference (rulebook p.37): its card only for the General who issued it (it lies face down). */
  readonly command?: {
    readonly side: Side;
    readonly unit: string;
    readonly with: PendingCommand['with'];
    /** A Special Command is named as it is issued (rulebook p.38). */
    readonly special?: PendingCommand['special'];
    readonly card?: number;
  };
}

function hidden(player: PlayerState): HiddenCards {
  return {
    handSize: player.deck.hand.length,
    deckSize: player.deck.piles.drawPile.length,
    discardPile: player.deck.piles.discardPile.slice(),
    communicationsBreakdown: player.deck.communicationsBreakdown,
    vp: player.vp,
  };
}

/** A General's own cards: built field by field (a spread of `hidden`'s made and copied one more object). */
function own(player: PlayerState): OwnCards {
  return {
    handSize: player.deck.hand.length,
    deckSize: player.deck.piles.drawPile.length,
    discardPile: player.deck.piles.discardPile.slice(),
    communicationsBreakdown: player.deck.communicationsBreakdown,
    vp: player.vp,
    hand: player.deck.hand.slice(),
  };
}

export function playerView(state: GameState, as: Side): PlayerView {
  const opponent = as === 'a' ? 'b' : 'a';
  // Built field by field, in this order, rather than with spreads of optional parts (several times slower).
  const view: { -readonly [K in keyof PlayerView]: PlayerView[K] } = {
    as,
    round: state.round,
    stage: state.stage,
    turn: state.turn,
    initiative: state.initiative,
    units: state.units,
    own: own(state.players[as]),
    opponent: hidden(state.players[opponent]),
    bids: { a: state.players.a.bid !== undefined, b: state.players.b.bid !== undefined },
    removedObjectives: (state.removedObjectives ?? []).slice(),
  };
  if (state.clashDraw !== undefined) view.clashDraw = state.clashDraw;
  if (state.placedTerrain !== undefined) view.placedTerrain = state.placedTerrain;
  if (state.placedObjectives !== undefined) view.placedObjectives = state.placedObjectives;
  if (state.generals !== undefined) view.generals = state.generals;
  if (state.forward !== undefined) view.forward = forwardSeenBy(state.forward, as);
  if (state.wreckedBuildings !== undefined) view.wreckedBuildings = state.wreckedBuildings;
  if (state.activation !== undefined) view.activation = activationSeenBy(state, as);
  if (state.result !== undefined) view.result = state.result;
  if (state.vitalObjective !== undefined) view.vitalObjective = state.vitalObjective;
  if (state.portals !== undefined) view.portals = state.portals;
  const lossOrders = state.players[as].lossOrders;
  if (lossOrders !== undefined) view.lossOrders = lossOrders;
  const command = state.command;
  if (command !== undefined) {
    view.command = {
      side: command.side,
      unit: command.unit,
      with: command.with,
      ...(command.special === undefined ? {} : { special: command.special }),
      ...(command.side === as ? { card: command.card } : {}),
    };
  }
  return view;
}
