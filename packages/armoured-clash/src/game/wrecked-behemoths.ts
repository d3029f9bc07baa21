import type { TerrainPiece } from '../battlefield/terrain.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { isBehemoth, wreckPiece } from './behemoth-wreck.js';
import type { GameState } from './state.js';
import { terrainOf } from './table-of.js';

/** Every Wrecked Behemoth on the battlefield, as Wrecked Defensible Buildings (glossary: Occupy; game/behemoth-wreck.ts). */
export function wreckedBehemoths(setup: GameSetup, units: GameState['units']): TerrainPiece[] {
  return Object.values(units).flatMap((unitState) => {
    if (unitState.wrecks === undefined) return [];
    const unit = armyUnit(setup, unitState.id);
    return isBehemoth(unit) ? unitState.wrecks.map((model) => wreckPiece(unit, model)) : [];
  });
}

/**
 * The building a unit may Garrison, by its terrain id: a Defensible Building
 * of the setup, or a Wrecked Behemoth on the battlefield (glossary: Occupy).
 */
export function buildingOfGame(
  setup: GameSetup,
  units: GameState['units'],
  id: string | undefined,
): TerrainPiece | undefined {
  if (id === undefined) return undefined;
  return (
    terrainOf(setup).find((piece) => piece.id === id) ??
    wreckedBehemoths(setup, units).find((piece) => piece.id === id)
  );
}

/** The Defensible Buildings a unit may Garrison in the game: the setup's, and the Wrecked Behemoths. */
export function buildingsOfGame(setup: GameSetup, units: GameState['units']): TerrainPiece[] {
  return [
    ...terrainOf(setup).filter((piece) => piece.defensible !== undefined),
    ...wreckedBehemoths(setup, units),
  ];
}
