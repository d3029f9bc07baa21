import { FACE_NAMES, type Face, type FaceHits } from '../dice/faces.js';

/** Marks a face count the exact odds did not track (no rule in play reads it). */
export const UNTRACKED = -1;

/** The attack pool after the re-rolls: the hits it scores and how many dice show each face. */
export interface PoolTally {
  readonly hits: number;
  /** Dice showing each face, indexed by Face; UNTRACKED where not tracked. */
  readonly counts: readonly number[];
  readonly hitsPerFace: FaceHits;
}

/** How many dice show `face`; reading a count no rule declared it reads is a programming error. */
export function faceCount(tally: PoolTally, face: Face): number {
  const count = tally.counts[face] ?? UNTRACKED;
  if (count === UNTRACKED) {
    throw new Error(`the count of ${FACE_NAMES[face]} was read without being declared in "reads"`);
  }
  return count;
}

/** Turns `n` dice showing `from` into `to`, updating the hits they score. */
export function convertFaces(tally: PoolTally, from: Face, to: Face, n: number): PoolTally {
  if (n === 0) return tally;
  const counts = tally.counts.slice();
  counts[from] = faceCount(tally, from) - n;
  if (counts[to] !== UNTRACKED) counts[to] = (counts[to] ?? 0) + n;
  const gain = (tally.hitsPerFace[to] ?? 0) - (tally.hitsPerFace[from] ?? 0);
  return { hits: tally.hits + n * gain, counts, hitsPerFace: tally.hitsPerFace };
}
