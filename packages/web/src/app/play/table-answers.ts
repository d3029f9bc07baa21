import type { At } from './game-types.js';

/** `POST /api/games/:id/check`: a decision's dry run (docs/server.md). */
export interface MoveMeasure {
  readonly unit: string;
  readonly from: At;
  readonly to: At;
  readonly length: number;
  readonly limit: number;
  readonly used?: number;
}

export type CheckAnswer =
  | { readonly legal: true; readonly move?: MoveMeasure }
  | {
      readonly legal: false;
      readonly rule: string;
      readonly reason: string;
      readonly move?: MoveMeasure;
    };

export type Visibility = 'clear' | 'obscured' | 'blocked';
export type RangeBand = 'short' | 'long' | 'beyond' | 'noWeapon';

/** `GET /api/games/:id/sight?unit=`: Target Acquisition from one unit (docs/server.md). */
export interface SightOfTarget {
  readonly unit: string;
  readonly name: string;
  readonly lineOfSight: Visibility;
  readonly reasons: readonly string[];
  readonly toward: At;
  readonly distance: number;
  readonly range: RangeBand;
  readonly weapon?: { readonly short: number; readonly long: number };
  readonly canTarget: boolean;
  readonly failed?: 'armaments' | 'visibility' | 'range';
  readonly concealed: readonly string[];
  readonly exposed: number;
  readonly models: number;
  readonly outsideFrontArc: boolean;
}

export interface SightAnswer {
  readonly unit: string;
  readonly from: At;
  readonly weapons: readonly {
    readonly target: string;
    readonly short: number;
    readonly long: number;
    readonly qualities: readonly string[];
  }[];
  readonly targets: readonly SightOfTarget[];
}
