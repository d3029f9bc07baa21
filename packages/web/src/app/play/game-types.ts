/** The shapes of the games API's answers the Play page reads (docs/server.md). */

import type {
  Choice as EngineChoice,
  ChoiceConstraint as EngineConstraint,
  FirstRollWaiting,
} from '@warroom/armoured-clash';

export type Side = 'a' | 'b';
export type At = readonly [number, number];

/** Every key a member of a union has. */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
/** The type of `K` in the members of a union that have it. */
type FieldOf<T, K extends PropertyKey> = T extends unknown
  ? K extends keyof T
    ? T[K]
    : never
  : never;
/** A union whose every field may be read (absent where a member has none), still narrowed by `kind`. */
type Readable<T> = T & {
  readonly [K in Exclude<KeysOfUnion<T>, 'kind'>]?: FieldOf<T, K>;
};

/** A choice, as the engine types it (docs/protocol.md Choices); every field may be read. */
export type Choice = Readable<EngineChoice>;
export type { ChoiceKind, EventKind } from '@warroom/armoured-clash';

/** A continuous choice's limits, as the engine types them; every field may be read. */
export type Constraint = Readable<EngineConstraint>;

export interface Decision {
  readonly index: number;
  readonly player: Side;
  readonly prompt: string;
  readonly options: readonly Choice[];
  readonly constraints?: readonly Constraint[];
  /** `attackRerolls` (rulebook p.33): the attack's first roll, and the dice each Command offered re-rolls. */
  readonly firstRoll?: FirstRollWaiting;
}

export type Area =
  | { readonly circle: { readonly centre: At; readonly radius: number } }
  | {
      readonly rectangle: {
        readonly centre: At;
        readonly width: number;
        readonly depth: number;
        readonly facing?: number;
      };
    }
  | { readonly polygon: readonly At[] };

export interface TerrainPiece {
  readonly id: string;
  readonly name?: string;
  readonly features?: readonly string[];
  readonly area: Area;
}

export interface ArmyUnit {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly traits?: readonly string[];
  /** The base's width and depth; `outline`, the Footprint of base and hull (glossary: Extended Footprint), facing +x. */
  readonly footprint: {
    readonly width: number;
    readonly depth: number;
    readonly outline?: readonly (readonly [number, number])[];
  };
  readonly models: number;
}

export interface General {
  readonly name: string;
  readonly units: readonly ArmyUnit[];
  readonly deck: {
    readonly cards: readonly {
      readonly value: number;
      readonly command?: { readonly name?: string };
      readonly conquest?: { readonly name?: string };
    }[];
  };
  readonly rearEdge: string;
  readonly zone: readonly At[];
}

export interface Setup {
  readonly scale: string;
  readonly rounds: number;
  readonly battlefield: { readonly width: number; readonly depth: number };
  readonly terrain: readonly TerrainPiece[];
  readonly clash?: string;
  /** rulebook p.56 Select a Clash: the card draw whose winner chose the Clash (pairs of card ids, the winner). */
  readonly clashChosen?: {
    readonly draws: readonly { readonly a: number; readonly b: number }[];
    readonly winner: Side;
    readonly clash: string;
  };
  /** rulebook p.56 Select a Clash: the Clash was determined randomly from this seed. */
  readonly clashDrawn?: { readonly seed: number | string };
  /** rulebook p.60 Supply Drop: the Generals place the Strategic Objective Markers as decisions. */
  readonly supplyDropPlacement?: true;
  /** rulebook p.56 Placing Terrain: the pieces the Generals may place. */
  readonly terrainPlacement?: { readonly pieces: readonly TerrainPiece[] };
  readonly objectives?: readonly { readonly id: string; readonly at: At; readonly role?: string }[];
  readonly generals: { readonly a: General; readonly b: General };
}

/** The engine's own types for what the server sends (types only: erased for the browser). */
export type { ModelState, UnitState } from '@warroom/armoured-clash';
import type { GameEvent, PlayerView } from '@warroom/armoured-clash';

/** One General's view of the game, as the engine makes it. */
export type View = PlayerView;

export interface Game {
  readonly id: string;
  readonly clash: string;
  readonly scale: string;
  readonly opponent: string;
  readonly human?: Side;
  readonly index: number;
  readonly over: boolean;
  readonly result?: unknown;
  readonly side: Side;
  readonly setup: Setup;
  readonly view: View;
  readonly waitingFor?: { readonly player: Side; readonly prompt: string; readonly bot?: string };
  readonly decision?: Decision;
  /** A stored decision the engine now refuses: the game replays only up to it (docs/protocol.md, Records). */
  readonly broken?: BrokenGame;
  /** When the game was made with other rules than this engine's (or before versions were kept), what that means. */
  readonly rulesNote?: string;
}

/** The stored decision a game's replay stopped at: its index (from 0), the rule and the engine's message. */
export interface BrokenGame {
  readonly index: number;
  readonly rule: string;
  readonly message: string;
}

export interface LogEntry {
  readonly index: number;
  readonly side: Side;
  readonly bot?: string;
  readonly choice: Choice;
  /** rulebook p.37: the field of `choice` whose Command card lies face down; the server withholds it from the other General. */
  readonly faceDown?: string;
  readonly events: readonly GameEvent[];
}
