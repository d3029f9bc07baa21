import type { TerrainFeature } from '../battlefield/terrain.js';
import type { At } from './choice.js';
import type { ForwardDie } from '../rules/entries/forward.js';

/** Where units may be placed: which units, in which zone. */
export interface PlacementConstraint {
  readonly units: readonly string[];
  readonly zone: readonly At[];
}

/** How far a unit may move. */
export interface MoveConstraint {
  readonly unit: string;
  readonly limit: number;
}

export type ChoiceConstraint =
  /**
   * rulebook p.56 Placing Terrain: the pieces left to place (ids of the setup's
   * `terrainPlacement`); each more than `gap` inches from the battlefield edges
   * and from other terrain, unless one of them has an `exempt` Feature.
   */
  | {
      readonly kind: 'placeTerrain';
      readonly pieces: readonly string[];
      readonly gap: number;
      readonly exempt: readonly TerrainFeature[];
    }
  /**
   * rulebook p.60 Supply Drop: a Strategic Objective Marker anywhere on the
   * battlefield not within `spacing` inches of a Deployment Zone (`zones`) or
   * of a marker `placed`; `left` to place, this one included.
   */
  | {
      readonly kind: 'placeObjective';
      readonly placed: readonly At[];
      readonly zones: { readonly a: readonly At[]; readonly b: readonly At[] };
      readonly spacing: number;
      readonly left: number;
    }
  | ({
      readonly kind: 'deploy';
      /** glossary: Forward: the dice left in the General's Forward Pool, while `units` are their chosen Forward units (each deploys with one: `forwardDie`). */
      readonly forwardPool?: readonly ForwardDie[];
    } & PlacementConstraint)
  | ({ readonly kind: 'deployReserve' } & PlacementConstraint)
  | ({ readonly kind: 'advance' } & MoveConstraint)
  | ({ readonly kind: 'vanguardAdvance' } & MoveConstraint)
  | ({
      readonly kind: 'doubleTime';
      /** Cards whose Command may be issued with it (`command`), e.g. Forced March. */
      readonly commands?: readonly number[];
    } & MoveConstraint)
  | {
      readonly kind: 'flankAttack';
      /** The units in Reserve that may make it. */
      readonly units: readonly string[];
      /** Any card of the hand issues the Special Command. */
      readonly cards: readonly number[];
      /** Units that make it without a Special Command, no card (Vanguard, rulebook p.61 Scouting Parties). */
      readonly withoutCommand: readonly string[];
      /** The enemy Deployment Zone: no model may be within it. */
      readonly avoid: readonly At[];
    }
  | {
      readonly kind: 'aerialAssault';
      /** The units in Reserve that may be Activated by it now. */
      readonly units: readonly string[];
      /** The cards of the hand that may issue the Special Command (none in the final Round). */
      readonly cards: readonly number[];
      /** The final Round: made without a Special Command, and it must be made. */
      readonly withoutCommand: boolean;
      /** The enemy Deployment Zone: no model may be within it. */
      readonly avoid: readonly At[];
    }
  | ({ readonly kind: 'charge'; readonly targets: readonly string[] } & MoveConstraint)
  /** rulebook p.46 Disembark: every model within `reach` inches of a model of `transport`, none within 1" of an enemy. */
  | {
      readonly kind: 'disembark';
      readonly unit: string;
      readonly transport: string;
      readonly reach: number;
    }
  /** glossary: Bail Out — `unit` Disembarks from `transport` at once, as a Disembark is set up. */
  | {
      readonly kind: 'bailOut';
      readonly unit: string;
      readonly transport: string;
      readonly reach: number;
    }
  /** glossary: Assault Ramp — `unit` Disembarks from `transport` as a Disembark is set up. */
  | {
      readonly kind: 'assaultRamp';
      readonly unit: string;
      readonly transport: string;
      readonly reach: number;
    }
  /**
   * glossary: Portal Mastery (X): a Portal Marker placed by `unit`'s General
   * anywhere on the battlefield, not within `clearance` inches of units,
   * Defensible Buildings or Markers; up to `left` more (the Portal Limit counted).
   */
  | {
      readonly kind: 'placePortalMarker';
      readonly unit: string;
      readonly left: number;
      readonly clearance: number;
    }
  /** rulebook p.43 Exit: every model within `reach` inches of `building`, none within 1" of an enemy. */
  | {
      readonly kind: 'exit';
      readonly unit: string;
      readonly building: string;
      readonly reach: number;
    };
