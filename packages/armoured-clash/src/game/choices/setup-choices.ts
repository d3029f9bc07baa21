import type { Side } from '../../battlefield/table.js';
import type { Edge } from '../../battlefield/battlefield.js';
import type { ForwardDie } from '../../rules/entries/forward.js';
import type { At } from './at.js';
import type { ClashId } from '../clash.js';

/**
 * The choices of Preparing to Play (rulebook pp.56-57), before the first
 * Round: the Clash, terrain, who is General A, the Deployment Zones, Deployment and what
 * comes with it.
 */
export type SetupChoice =
  /** rulebook p.56 Select a Clash: the winner of the card draw chooses a Clash of the setup's `clashToChoose`. */
  | { readonly kind: 'chooseClash'; readonly clash: ClashId }
  /** rulebook p.56 Placing Terrain: a piece of the setup's `terrainPlacement`, its centre point at `at`, turned `facing` degrees. */
  | {
      readonly kind: 'placeTerrain';
      readonly piece: string;
      readonly at: At;
      readonly facing: number;
    }
  /** rulebook p.56: the General places no more terrain (once the minimum is placed). */
  | { readonly kind: 'stopTerrain' }
  /** rulebook p.57 Deploy Forces: the card draw's winner decides whether they are General A or General B. */
  | { readonly kind: 'chooseGeneral'; readonly general: 'A' | 'B' }
  /** rulebook p.57 Deploy Forces: General A claims the Deployment Zone along this Rear Edge. */
  | { readonly kind: 'claimZone'; readonly rearEdge: Edge }
  /** rulebook p.60 Supply Drop: a Strategic Objective Marker placed with its centre at `at`. */
  | { readonly kind: 'placeObjective'; readonly at: At }
  /** glossary: Forward: the General's units with Forward chosen to deploy first (as many as the General likes, or none). */
  | { readonly kind: 'chooseForward'; readonly units: readonly string[] }
  /**
   * Deployment (rulebook p.57): place a unit, its Officer at `at`, formed up
   * facing `facing` degrees; a chosen Forward unit with `forwardDie`, a die of
   * its General's Forward Pool (glossary: Forward).
   */
  | {
      readonly kind: 'deploy';
      readonly unit: string;
      readonly at: At;
      readonly facing: number;
      readonly forwardDie?: ForwardDie;
    }
  /** rulebook p.57 Reserve Units: hold a unit back in Reserve instead of deploying it. */
  | { readonly kind: 'reserve'; readonly unit: string }
  /** glossary: Vanguard (X"): before the first Round, a unit's free Advance of up to X" (the Officer to `at`, re-formed). */
  | {
      readonly kind: 'vanguardAdvance';
      readonly unit: string;
      readonly at: At;
      readonly facing: number;
      /** rulebook p.16 Moving a Unit: the points the Officer passes, in order, before `at` (legs, as an Advance's `via`). */
      readonly via?: readonly At[];
    }
  /** glossary: Vanguard (X"): the General makes no more free Advances before the first Round. */
  | { readonly kind: 'stopVanguard' }
  /** rulebook p.57: the General who finished deploying first gives the first Round's Initiative. */
  | { readonly kind: 'giveInitiative'; readonly to: Side };
