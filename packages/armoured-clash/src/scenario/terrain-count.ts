import type { ForceScale } from '../cards/command-deck.js';

/** rulebook p.56 Placing Terrain: the fewest and the most pieces of terrain the Generals place. */
export interface TerrainCount {
  readonly min: number;
  readonly max: number;
}

/** rulebook p.56 Placing Terrain: the number of terrain pieces of each Force Scale. */
export const TERRAIN_PIECES: Readonly<Record<ForceScale, TerrainCount>> = {
  skirmish: { min: 5, max: 15 },
  battle: { min: 10, max: 20 },
  cataclysm: { min: 15, max: 30 },
};

/**
 * The count a game's Generals place from the pieces they have: the Force
 * Scale's, the maximum lowered to the pieces available (a setup with fewer
 * than the minimum is refused: `terrainPoolProblem`).
 */
export function terrainCount(scale: ForceScale, available: number): TerrainCount {
  const { min, max } = TERRAIN_PIECES[scale];
  return { min, max: Math.min(max, available) };
}
