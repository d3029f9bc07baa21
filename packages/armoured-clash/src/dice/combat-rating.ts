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

/** Why a Combat Rating modifier applies; rules cancel modifiers by this tag. */
export type CombatRatingCause = 'concealed' | 'opportunityFire' | 'other';

/**
 * One Combat Rating Bonus or Penalty (rulebook pp.26, 28) and where it comes
 * from (Aiming, Concealed, Melee Masters, ...). Torrent cancels the Concealed
 * penalty and Lock On the Opportunity Fire penalty by their `cause`.
 */
export interface CombatRatingModifier {
  readonly source: string;
  readonly effect: 'bonus' | 'penalty';
  readonly cause: CombatRatingCause;
}

/** The rating the modifiers give: the count of bonuses against the count of penalties (rulebook p.26). */
export function combatRatingOf(modifiers: readonly CombatRatingModifier[]): CombatRating {
  const bonuses = modifiers.filter((m) => m.effect === 'bonus').length;
  return combatRatingFrom(bonuses, modifiers.length - bonuses);
}

/**
 * A rating given without the modifiers behind it, read as one bonus (Improved),
 * none (Neutral) or one penalty (Weakened): what a rule adds or cancels then
 * moves it by one step at most.
 */
export function modifiersOfRating(rating: CombatRating): readonly CombatRatingModifier[] {
  const source = `a ${rating} rating`;
  if (rating === 'improved') return [{ source, effect: 'bonus', cause: 'other' }];
  if (rating === 'weakened') return [{ source, effect: 'penalty', cause: 'other' }];
  return [];
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
