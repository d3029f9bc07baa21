import { Face, type FaceSet, NO_FACES, faceSet } from './faces.js';

/** The Combat Rating of an attack (rulebook p.26). */
export type CombatRating = 'weakened' | 'neutral' | 'improved';
export const COMBAT_RATINGS: readonly CombatRating[] = ['weakened', 'neutral', 'improved'];

/** More bonuses than penalties: Improved; more penalties: Weakened; otherwise Neutral (rulebook p.26). */
export function combatRatingFrom(bonuses: number, penalties: number): CombatRating {
  if (bonuses > penalties) return 'improved';
  if (penalties > bonuses) return 'weakened';
  return 'neutral';
}

/**
 * Faces the rating lets the General re-roll (rulebook p.33 Resolve Re-Rolls):
 * weakened none, neutral Glancing Strikes, improved Misses and Glancing Strikes.
 */
export function rerollableFaces(rating: CombatRating): FaceSet {
  switch (rating) {
    case 'weakened':
      return NO_FACES;
    case 'neutral':
      return faceSet(Face.glancingStrike);
    case 'improved':
      return faceSet(Face.glancingStrike, Face.miss);
  }
}
