/** The shapes of the games API's answers the Play page reads (docs/server.md). */

export type Side = 'a' | 'b';
export type At = readonly [number, number];

export interface Choice {
  readonly kind: string;
  readonly unit?: string;
  readonly target?: string;
  readonly to?: Side;
  readonly card?: number;
  readonly cards?: readonly number[];
  readonly command?: number;
  readonly at?: At;
  readonly facing?: number;
  /** A Strategic Objective Marker's id (Scour the Field, rulebook pp.62-63). */
  readonly marker?: string;
}

export interface Constraint {
  readonly kind: 'deploy' | 'deployReserve' | 'advance' | 'doubleTime' | 'charge';
  readonly units?: readonly string[];
  readonly zone?: readonly At[];
  readonly unit?: string;
  readonly limit?: number;
  readonly targets?: readonly string[];
}

export interface Decision {
  readonly index: number;
  readonly player: Side;
  readonly prompt: string;
  readonly options: readonly Choice[];
  readonly constraints?: readonly Constraint[];
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
  readonly features?: readonly string[];
  readonly area: Area;
}

export interface ArmyUnit {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly traits?: readonly string[];
  readonly footprint: { readonly width: number; readonly depth: number };
  readonly models: number;
}

export interface General {
  readonly name: string;
  readonly units: readonly ArmyUnit[];
  readonly deck: {
    readonly cards: readonly {
      readonly value: number;
      readonly command?: { readonly name?: string };
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
  readonly broken?: unknown;
}

export interface LogEntry {
  readonly index: number;
  readonly side: Side;
  readonly bot?: string;
  readonly choice: Choice;
  readonly events: readonly GameEvent[];
}
