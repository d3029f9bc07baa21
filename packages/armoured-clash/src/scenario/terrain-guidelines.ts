import { EPSILON, type Shape, distanceBetween, insideRegion } from '@warroom/engine';
import {
  type BattlefieldSize,
  type Edge,
  battlefieldArea,
  distanceToEdge,
} from '../battlefield/battlefield.js';
import type { TerrainFeature } from '../battlefield/terrain.js';
import { terrainPiece } from './load-scenario.js';
import type { TerrainSetup } from './piece-at.js';

/** The rule every placement of terrain by the Generals answers to. */
export const PLACING_TERRAIN = 'rulebook p.56 Placing Terrain';

/** rulebook p.56: no piece within 4" of a battlefield edge, nor of another piece. */
export const TERRAIN_GAP = 4;

/** rulebook p.56: Obstacles, Roads and Water are exempt from both guidelines. */
export const EXEMPT_FEATURES: readonly TerrainFeature[] = ['obstacle', 'road', 'water'];

const EDGES: readonly Edge[] = ['south', 'north', 'west', 'east'];

/** Whether a piece is exempt from the 4" guidelines (rulebook p.56): an Obstacle, Road or Water. */
export function exemptFromGuidelines(piece: TerrainSetup): boolean {
  return piece.features.some((feature) => (EXEMPT_FEATURES as readonly string[]).includes(feature));
}

function nameOf(piece: TerrainSetup): string {
  return piece.name ?? piece.id;
}

/** Distances in refusals are given to a hundredth of an inch. */
const HUNDREDTHS = 100;

function inches(value: number): string {
  return `${Math.round(value * HUNDREDTHS) / HUNDREDTHS}"`;
}

/** A piece's area; a polygon that is not convex is named. */
function areaOf(piece: TerrainSetup): Shape {
  try {
    return terrainPiece(piece).area;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new RangeError(`terrain piece "${piece.id}": ${error.message}`, { cause: error });
  }
}

/**
 * Why a piece of terrain may not be placed where it is (rulebook p.56 Placing
 * Terrain), or undefined when it may: it must lie on the battlefield, and
 * unless it is an Obstacle, Road or Water, no nearer than 4" to a battlefield
 * edge or to another piece that is not one either (`onTable`: every piece
 * already on the battlefield). Exactly 4" away is within 4", as for every
 * distance in the rules.
 */
export function terrainGuidelineProblem(
  battlefield: BattlefieldSize,
  onTable: readonly TerrainSetup[],
  piece: TerrainSetup,
): string | undefined {
  const area = areaOf(piece);
  if (!insideRegion(area, battlefieldArea(battlefield))) {
    return `${nameOf(piece)} is not entirely on the battlefield (${PLACING_TERRAIN})`;
  }
  if (exemptFromGuidelines(piece)) return undefined;
  for (const edge of EDGES) {
    const gap = distanceToEdge(battlefield, area, edge);
    if (gap <= TERRAIN_GAP + EPSILON) {
      return `${nameOf(piece)} would be ${inches(gap)} from the ${edge} battlefield edge: no piece may be placed within ${TERRAIN_GAP}" of an edge, unless it is an Obstacle, Road or Water (${PLACING_TERRAIN})`;
    }
  }
  for (const other of onTable) {
    if (exemptFromGuidelines(other)) continue;
    const gap = distanceBetween(area, areaOf(other));
    if (gap <= TERRAIN_GAP + EPSILON) {
      return `${nameOf(piece)} would be ${inches(gap)} from ${nameOf(other)}: no piece may be placed within ${TERRAIN_GAP}" of another piece of terrain, unless one of them is an Obstacle, Road or Water (${PLACING_TERRAIN})`;
    }
  }
  return undefined;
}
