import { type ForceScale, HAND_LIMIT } from '../cards/command-deck.js';
import { TERRAIN_PIECES, type TerrainCount } from './terrain-count.js';

/** The Reinforcement levels a unit can be chosen at (rulebook p.55). */
export type ReinforcementLevelName = 'basic' | 'reinforced' | 'fullStrength';

/** What a Force Scale sets for a game (rulebook pp.52-56). */
export interface ForceScaleParameters {
  /** rulebook p.53 Points Limit: the default, and the suggested range. */
  readonly pointsLimit: { readonly standard: number; readonly from: number; readonly to: number };
  /** rulebook p.53 Hand Limit: Command & Conquest cards in hand at the start of each Round. */
  readonly handLimit: number;
  /** rulebook p.53 Battlefield: the recommended size (width along the Rear Edges, then depth). */
  readonly battlefield: { readonly width: number; readonly depth: number };
  /** rulebook p.55 Reinforcement Level Limits. */
  readonly reinforcementLevels: readonly ReinforcementLevelName[];
  /** rulebook p.56 Placing Terrain: the fewest and the most pieces the Generals place. */
  readonly terrainPieces: TerrainCount;
  /**
   * glossary: Portal Mastery (X) — the most Portal Markers placed (the Portal
   * Limit of the Force Scale). No text we have gives it (rulebook, summary,
   * glossary re-checked): absent from every scale here, given by the setup
   * (`GameSetup.portalLimit`, game/portals/portal-limit.ts).
   */
  readonly portalLimit?: number;
}

/**
 * rulebook pp.52-56: everything the chosen Force Scale sets, in one table. The
 * Hand Limit is the cards' own (`HAND_LIMIT`), the terrain count Placing
 * Terrain's (`TERRAIN_PIECES`); the forces package reads its Points Limits,
 * Reinforcement Level Limits and battlefields from here. The battlefield of a
 * Skirmish (36" x 48") and of a Cataclysm (48" x 72") are laid with the Rear
 * Edges on the 36" and the 72" edges.
 */
export const FORCE_SCALE: Readonly<Record<ForceScale, ForceScaleParameters>> = {
  skirmish: {
    pointsLimit: { standard: 1000, from: 500, to: 1500 },
    handLimit: HAND_LIMIT.skirmish,
    battlefield: { width: 36, depth: 48 },
    reinforcementLevels: ['basic'],
    terrainPieces: TERRAIN_PIECES.skirmish,
  },
  battle: {
    pointsLimit: { standard: 2000, from: 1500, to: 2500 },
    handLimit: HAND_LIMIT.battle,
    battlefield: { width: 48, depth: 48 },
    reinforcementLevels: ['basic', 'reinforced'],
    terrainPieces: TERRAIN_PIECES.battle,
  },
  cataclysm: {
    pointsLimit: { standard: 3000, from: 2500, to: 4000 },
    handLimit: HAND_LIMIT.cataclysm,
    battlefield: { width: 72, depth: 48 },
    reinforcementLevels: ['basic', 'reinforced', 'fullStrength'],
    terrainPieces: TERRAIN_PIECES.cataclysm,
  },
};
