import { FACE_COUNT, Face, hasFace } from '../dice/faces.js';
import type { PoolPlan } from './prepare.js';
import type { PoolTally } from './tally.js';

/** The dice of an attack roll as they fell. */
export interface RolledPool {
  /** Every die of the pool, first roll then added dice, as first rolled. */
  readonly rolled: readonly Face[];
  /** The faces after the Resolve Re-Rolls step (same order). */
  readonly final: readonly Face[];
  readonly tally: PoolTally;
}

/**
 * rulebook p.33: the pool's first roll: each die of the plan cast, then
 * 1. each Heroic Strike of that roll adds dice (which do not explode in turn);
 * the dice as they fell, before any is re-rolled.
 */
export function firstRoll(plan: PoolPlan, nextFace: () => Face): Face[] {
  const rolled: Face[] = [];
  for (let i = 0; i < plan.dice; i++) rolled.push(nextFace());
  let heroics = 0;
  for (const face of rolled) if (face === Face.heroicStrike) heroics++;
  for (let i = 0; i < heroics * plan.addedPerHeroicStrike; i++) rolled.push(nextFace());
  return rolled;
}

/**
 * rulebook p.33, from the first roll `rolled` (firstRoll): 2. each die
 * showing a re-rollable face is re-rolled once, and a Heroic Strike from a
 * re-roll adds nothing; then the pool is tallied.
 */
export function rerollPool(
  plan: PoolPlan,
  rolled: readonly Face[],
  nextFace: () => Face,
): RolledPool {
  const final = rolled.map((face) => (hasFace(plan.rerollable, face) ? nextFace() : face));
  const counts = new Array<number>(FACE_COUNT).fill(0);
  let hits = 0;
  for (const face of final) {
    counts[face] = (counts[face] ?? 0) + 1;
    hits += plan.hitsPerFace[face] ?? 0;
  }
  return { rolled, final, tally: { hits, counts, hitsPerFace: plan.hitsPerFace } };
}

/**
 * Rolls an attack pool exactly as the rulebook orders it (p.33): roll the pool;
 * 1. each Heroic Strike of that roll adds dice (which do not explode in turn);
 * 2. each die showing a re-rollable face is re-rolled once, and a Heroic Strike
 *    from a re-roll adds nothing; then the pool is tallied.
 * `nextFace` supplies each die as it is cast: the seeded die in play, or a
 * scripted sequence in tests.
 */
export function rollPool(plan: PoolPlan, nextFace: () => Face): RolledPool {
  return rerollPool(plan, firstRoll(plan, nextFace), nextFace);
}
