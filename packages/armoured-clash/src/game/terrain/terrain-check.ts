import { type TerrainSetup, pieceAt } from '../../scenario/piece-at.js';
import { PLACING_TERRAIN, terrainGuidelineProblem } from '../../scenario/terrain-guidelines.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import { setupInPlay } from './setup-in-play.js';

type PlaceTerrain = Extract<Choice, { kind: 'placeTerrain' }>;

/** The piece as a placement sets it down, or why it may not be (rulebook p.56 Placing Terrain). */
function placing(
  setup: GameSetup,
  played: { readonly placedTerrain?: readonly TerrainSetup[] | undefined },
  choice: PlaceTerrain,
): { readonly piece: TerrainSetup } | { readonly problem: string } {
  const piece = setup.terrainPlacement?.pieces.find((p) => p.id === choice.piece);
  if (piece === undefined) {
    return { problem: `"${choice.piece}" is not a piece of terrain the Generals may place` };
  }
  if ((played.placedTerrain ?? []).some((done) => done.id === piece.id)) {
    return { problem: `${piece.name ?? piece.id} is already placed` };
  }
  const set = pieceAt(piece, choice.at, choice.facing);
  const onTable = setupInPlay(setup, played).terrain;
  const problem = terrainGuidelineProblem(setup.battlefield, onTable, set);
  return problem === undefined ? { piece: set } : { problem };
}

/**
 * Why a General may not place a piece of terrain so (rulebook p.56 Placing
 * Terrain), or undefined: for bots and forms, from a General's view (its
 * `placedTerrain`) or the state.
 */
export function terrainPlacementProblem(
  setup: GameSetup,
  played: { readonly placedTerrain?: readonly TerrainSetup[] | undefined },
  choice: PlaceTerrain,
): string | undefined {
  const made = placing(setup, played, choice);
  return 'problem' in made ? made.problem : undefined;
}

/** The piece a placement sets down; throws IllegalChoice naming the rule when it may not be. */
export function placedPiece(
  setup: GameSetup,
  played: { readonly placedTerrain?: readonly TerrainSetup[] | undefined },
  choice: PlaceTerrain,
): TerrainSetup {
  const made = placing(setup, played, choice);
  if ('problem' in made) throw new IllegalChoice(PLACING_TERRAIN, made.problem);
  return made.piece;
}
