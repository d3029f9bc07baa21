import { centreOf } from '@warroom/engine';
import { wreckOf } from '../battlefield/sizes.js';
import type { TerrainPiece } from '../battlefield/terrain.js';
import { BEHEMOTH_TRAIT } from '../rules/entries/shrine-of-the-faithful.js';
import type { ArmyUnit } from './army.js';
import { footprintOf } from './army-unit.js';
import type { ModelState } from './state.js';

/** Whether the unit holds the Behemoth Trait (rulebook p.49). */
export function isBehemoth(unit: ArmyUnit): boolean {
  return unit.traits.some((trait) => trait.toLowerCase() === BEHEMOTH_TRAIT.toLowerCase());
}

// A wreck is replaced, never changed in place: its piece is worked out once per wreck (and the profile it is drawn with).
const wreckPieces = new WeakMap<
  ModelState,
  { readonly unit: ArmyUnit; readonly piece: TerrainPiece }
>();

/**
 * rulebook p.35 Wrecks: the Blocking Terrain a Wrecked model leaves, of its
 * unit's Size. A Behemoth's wreck (rulebook p.49: the unit is its one model) is
 * also a Wrecked Behemoth, which glossary: Occupy lets a unit with that rule
 * Garrison as though it were a Defensible Building: it is one here, Wrecked
 * (battlefield/garrison.ts: only a unit with Occupy may Garrison it), its
 * centre the centre of the model's Footprint.
 */
export function wreckPiece(unit: ArmyUnit, model: ModelState): TerrainPiece {
  const known = wreckPieces.get(model);
  if (known?.unit === unit) return known.piece;
  const piece = wreckPieceAnew(unit, model);
  wreckPieces.set(model, { unit, piece });
  return piece;
}

function wreckPieceAnew(unit: ArmyUnit, model: ModelState): TerrainPiece {
  const footprint = footprintOf(unit, model);
  const piece = wreckOf(
    { id: model.id, unit: unit.id, footprint, facing: model.facing },
    unit.size,
  );
  return isBehemoth(unit)
    ? { ...piece, defensible: { centre: centreOf(footprint), wrecked: true } }
    : piece;
}
