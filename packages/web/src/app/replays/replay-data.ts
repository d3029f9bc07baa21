/** The parts of the games API the Replays page reads (docs/server.md). */

import type { EventKind } from '@warroom/armoured-clash';
import type { GeneralsDecided } from '../general-name.js';

export type Side = 'a' | 'b';

export interface ForceSummary {
  readonly name: string;
  readonly faction: string;
}

export interface GameSummary {
  readonly id: string;
  readonly clash: string;
  readonly scale: string;
  readonly opponent: string;
  readonly human?: Side;
  readonly forces: { readonly a: ForceSummary; readonly b: ForceSummary };
  readonly index: number;
  readonly over: boolean;
  readonly result?: GameResult;
  readonly updatedAt: string;
}

export interface GameResult {
  readonly winner: Side | 'draw';
  readonly devastating: boolean;
  readonly vp: { readonly a: number; readonly b: number };
}

export interface GameEvent {
  readonly kind: EventKind;
  readonly text: string;
  readonly side?: Side;
  readonly unit?: string;
}

export interface LogEntry {
  readonly index: number;
  readonly side: Side;
  readonly bot?: string;
  readonly choice: { readonly kind: string } & Readonly<Record<string, unknown>>;
  /** rulebook p.37: the choice's Command card lies face down: the field that carries it (the server withholds it from the other General). */
  readonly faceDown?: string;
  readonly events: readonly GameEvent[];
}

export interface UnitState {
  readonly id: string;
  readonly side: Side;
  readonly models: readonly { readonly id: string; readonly x: number; readonly y: number }[];
  readonly damage: number;
  readonly statuses: readonly string[];
  readonly deployed: boolean;
  readonly inReserve: boolean;
  readonly annihilated: boolean;
}

/** A piece of terrain, by its id and name. */
interface NamedPiece {
  readonly id: string;
  readonly name?: string;
}

/** A General's force as the setup gives it: its units, and its deck's cards (the setup is public: docs/server.md). */
interface ReplayGeneral {
  readonly name: string;
  readonly units: readonly { readonly id: string; readonly name: string }[];
  readonly deck?: {
    readonly cards: readonly {
      readonly value: number;
      readonly command?: { readonly name?: string };
      readonly conquest?: { readonly name?: string };
    }[];
  };
}

/** `GET /api/games/:id/replay?index=N`: the game after N decisions (only its public parts are shown). */
export interface ReplayStep extends GameSummary {
  readonly of: number;
  readonly side: Side;
  readonly setup: {
    readonly rounds: number;
    readonly generals: Readonly<Record<Side, ReplayGeneral>>;
    /** The battlefield's terrain (a Defensible Building a choice names, by its name). */
    readonly terrain?: readonly NamedPiece[];
    /** rulebook p.56 Placing Terrain: the pieces the Generals may place. */
    readonly terrainPlacement?: { readonly pieces: readonly NamedPiece[] };
  };
  readonly view: {
    readonly as: Side;
    readonly round: number;
    readonly stage: string;
    readonly turn: Side;
    readonly initiative: Side;
    /** Who is General A, when a card draw decided it (rulebook p.57). */
    readonly generals?: GeneralsDecided;
    readonly units: Readonly<Record<string, UnitState>>;
    readonly own: { readonly vp: number; readonly handSize: number };
    readonly opponent: { readonly vp: number; readonly handSize: number };
  };
  readonly waitingFor?: { readonly player: Side; readonly prompt: string };
}

/**
 * The General whose view the replay asks for: against a bot the person's (the
 * bot's is refused until the game is over); in hot-seat General A. The page
 * shows only what both Generals see: never a hand, never a face-down card.
 */
export function sideAsked(game: GameSummary): Side {
  if (game.opponent === 'hotseat') return 'a';
  return game.human ?? 'a';
}
