import type { TerrainPiece } from '../battlefield/terrain.js';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import type { GameState } from './state.js';

/**
 * The setup's terrain with the Defensible Buildings Wrecked so far marked so
 * (glossary: Demolition): Blocking Terrain for the rest of the game, and
 * Garrisoned only by a unit with Occupy (battlefield/garrison.ts).
 */
export function withWreckedBuildings(
  pieces: readonly TerrainPiece[],
  wrecked: readonly string[] | undefined,
): readonly TerrainPiece[] {
  if (wrecked === undefined || wrecked.length === 0) return pieces;
  return pieces.map((piece) =>
    piece.defensible === undefined || !wrecked.includes(piece.id)
      ? piece
      : {
          ...piece,
          features: piece.features.includes('blocking')
            ? piece.features
            : [...piece.features, 'blocking'],
          defensible: { ...piece.defensible, wrecked: true },
        },
  );
}

/** glossary: Demolition — places a Wrecked status token on the building. */
export function wreckBuilding(setup: GameSetup, state: GameState, building: string): GameEvent[] {
  if (state.wreckedBuildings?.includes(building) === true) return [];
  state.wreckedBuildings = [...(state.wreckedBuildings ?? []), building];
  const name = setup.terrain.find((piece) => piece.id === building)?.name ?? building;
  return [
    event('buildingWrecked', `${name} is Wrecked: Blocking Terrain for the rest of the game`),
  ];
}
