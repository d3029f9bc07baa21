import { type Point, type Shape, containsPoint } from '@warroom/engine';

/** The Features a piece of terrain can have (rulebook pp.40-42). */
export type TerrainFeature =
  'difficult' | 'dense' | 'impassable' | 'blocking' | 'obstacle' | 'hill' | 'road' | 'water';

export const TERRAIN_FEATURES: readonly TerrainFeature[] = [
  'difficult',
  'dense',
  'impassable',
  'blocking',
  'obstacle',
  'hill',
  'road',
  'water',
];

/** A piece of terrain: its area (a convex shape; larger pieces are several), Size and Features. */
export interface TerrainPiece {
  readonly id: string;
  readonly name: string;
  readonly area: Shape;
  /** rulebook p.40: every piece of terrain has a Size. */
  readonly size: number;
  readonly features: readonly TerrainFeature[];
  /** rulebook p.43: a Defensible Building, with its agreed centre point and any limit on models. */
  readonly defensible?: DefensibleBuilding;
  /** An area a special rule makes Difficult Terrain for movement, but not for the units it names (glossary: Hoarfrost Aura (X")). */
  readonly difficultAura?: DifficultAura;
}

/** glossary: Hoarfrost Aura (X"): the rule, and the units it leaves unaffected (its holder, Inhuman units). */
export interface DifficultAura {
  readonly rule: string;
  readonly unaffected: readonly string[];
}

/** rulebook p.43 Defensible Buildings: its centre point (for ranges) and an agreed model limit. */
export interface DefensibleBuilding {
  readonly centre: Point;
  /** rulebook p.43 Imposing Edifices: e.g. 12 models for a small building, 8 for a very small one. */
  readonly modelLimit?: number;
  /** In a game, Wrecked (glossary: Demolition, Siegebreaker): only a unit with Occupy can Garrison it (game/wrecked-buildings.ts). */
  readonly wrecked?: boolean;
}

export function hasFeature(piece: TerrainPiece, feature: TerrainFeature): boolean {
  return piece.features.includes(feature);
}

/**
 * rulebook p.42 Hills: a model on a Hill adds the Hill's Size to its own. A model
 * is on the hill when its centre point is; on levels of a hill (pieces that
 * overlap), the highest level counts.
 */
export function hillSizeAt(terrain: readonly TerrainPiece[], at: Point): number {
  let size = 0;
  for (const piece of terrain) {
    if (hasFeature(piece, 'hill') && piece.size > size && containsPoint(piece.area, at)) {
      size = piece.size;
    }
  }
  return size;
}

/**
 * rulebook pp.41-42 Line of Sight through terrain: Blocking Terrain and Hills block it
 * (p.42), Dense Terrain (p.41) obscures or blocks it by how much is crossed; other
 * features leave it alone.
 */
export function blocksSight(piece: TerrainPiece): boolean {
  return hasFeature(piece, 'blocking') || hasFeature(piece, 'hill');
}
