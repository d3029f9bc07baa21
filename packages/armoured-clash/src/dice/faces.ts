import { nextInt, type RngState } from '@warroom/engine';

/**
 * The faces of the Attack Die (rulebook p.32): one Heroic Strike, two Strikes,
 * one Glancing Strike, one Miss and one Blank on its six sides.
 */
export const Face = {
  heroicStrike: 0,
  strike: 1,
  glancingStrike: 2,
  miss: 3,
  blank: 4,
} as const;
export type Face = (typeof Face)[keyof typeof Face];

export const FACES: readonly Face[] = [
  Face.heroicStrike,
  Face.strike,
  Face.glancingStrike,
  Face.miss,
  Face.blank,
];
export const FACE_COUNT = FACES.length;
export const FACE_NAMES: readonly string[] = [
  'Heroic Strike',
  'Strike',
  'Glancing Strike',
  'Miss',
  'Blank',
];

const SIDES: readonly Face[] = [
  Face.heroicStrike,
  Face.strike,
  Face.strike,
  Face.glancingStrike,
  Face.miss,
  Face.blank,
];

/** Probability that one roll of the die shows each face, indexed by Face. */
export const FACE_PROBABILITY: readonly number[] = FACES.map(
  (face) => SIDES.filter((side) => side === face).length / SIDES.length,
);

/** One roll of an Attack Die. */
export function rollAttackDie(rng: RngState): Face {
  return SIDES[nextInt(rng, SIDES.length)] as Face;
}

/** A set of faces as a bit mask (bit `face` set when the face is in the set). */
export type FaceSet = number;
export const NO_FACES: FaceSet = 0;

export function faceSet(...faces: Face[]): FaceSet {
  let set = NO_FACES;
  for (const face of faces) set |= 1 << face;
  return set;
}

export function hasFace(set: FaceSet, face: Face): boolean {
  return (set & (1 << face)) !== 0;
}

/** Hits each face scores, indexed by Face (rulebook p.33 Apply Damage). */
export type FaceHits = readonly number[];
export const STANDARD_FACE_HITS: FaceHits = [2, 1, 0, 0, 0];
