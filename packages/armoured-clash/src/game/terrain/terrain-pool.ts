import { terrainPiece } from '../../scenario/load-scenario.js';
import { PLACING_TERRAIN } from '../../scenario/terrain-guidelines.js';
import { TERRAIN_PIECES } from '../../scenario/terrain-count.js';
import type { GameSetup } from '../army.js';

/**
 * What is wrong with the terrain a setup gives its Generals to place (rulebook
 * p.56 Placing Terrain), said with where it is, or undefined: at least the
 * Force Scale's minimum number of pieces, ids unique among them and the
 * terrain already standing, areas that are convex shapes, and no unit
 * Garrisoning a piece not yet on the battlefield.
 */
export function terrainPoolProblem(setup: GameSetup): string | undefined {
  const pieces = setup.terrainPlacement?.pieces;
  if (pieces === undefined) return undefined;
  const { min } = TERRAIN_PIECES[setup.scale];
  if (pieces.length < min) {
    return `terrainPlacement.pieces: the Generals place at least ${min} pieces of terrain at this Force Scale (${setup.scale}), but only ${pieces.length} are given (${PLACING_TERRAIN})`;
  }
  const ids = new Set(setup.terrain.map((piece) => piece.id));
  for (const [i, piece] of pieces.entries()) {
    const where = `terrainPlacement.pieces[${i}] ("${piece.id}")`;
    if (ids.has(piece.id)) return `${where}: the id is used by another piece of terrain`;
    ids.add(piece.id);
    if (piece.garrison !== undefined) {
      return `${where}: no unit can Garrison a building before it is placed`;
    }
    try {
      terrainPiece(piece);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return `${where}: ${error.message}`;
    }
  }
  return undefined;
}
