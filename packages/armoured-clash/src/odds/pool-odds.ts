import { FACES, FACE_COUNT, FACE_PROBABILITY, Face, hasFace } from '../dice/faces.js';
import type { PoolPlan } from '../attack/prepare.js';
import { type PoolTally, UNTRACKED } from '../attack/tally.js';

/**
 * The exact distribution of an attack pool after its re-rolls, computed from the
 * same PoolPlan the seeded roll uses. The dice of the first roll are independent,
 * and each carries with it the dice its Heroic Strike adds, so the pool is the sum
 * of `dice` independent "bundles"; the distribution is their convolution.
 *
 * What is tracked: the hits, and the count of each face a rule reads (capped where
 * the rule stops caring). A pool state is indexed `hits * cells + cell`, `cell`
 * numbering the tracked counts in mixed radix.
 */
export interface PoolOdds {
  readonly space: TallySpace;
  readonly maxHits: number;
  readonly p: Float64Array;
  readonly plan: PoolPlan;
}

interface TallySpace {
  readonly faces: readonly Face[];
  readonly caps: readonly number[];
  readonly cells: number;
  /** `unit[face]`: the cell of a single die showing `face`. */
  readonly unit: Int32Array;
  /** `shifts.get(b)[a]`: the cell of counts `a` plus counts `b`, capped; filled as needed. */
  readonly shifts: Map<number, Int32Array>;
}

interface Joint {
  readonly maxHits: number;
  readonly p: Float64Array;
}

function buildSpace(plan: PoolPlan): TallySpace {
  const mostDice = plan.dice * (1 + plan.addedPerHeroicStrike);
  const capOf = new Map<Face, number>();
  for (const read of plan.reads) {
    const face = read.face;
    capOf.set(face, Math.max(capOf.get(face) ?? 0, Math.min(read.cap, mostDice)));
  }
  const faces = FACES.filter((face) => capOf.has(face));
  const caps = faces.map((face) => capOf.get(face) ?? 0);
  const cells = caps.reduce((n, cap) => n * (cap + 1), 1);
  const encode = (digits: readonly number[]): number =>
    digits.reduceRight((cell, digit, i) => cell * ((caps[i] ?? 0) + 1) + digit, 0);
  const unit = new Int32Array(FACE_COUNT);
  faces.forEach((face, i) => {
    unit[face] = encode(caps.map((cap, j) => (j === i ? Math.min(1, cap) : 0)));
  });
  return { faces, caps, cells, unit, shifts: new Map() };
}

/** Adds the counts of cell `b` to every cell: the row of sums used while convolving. */
function shiftBy(space: TallySpace, b: number): Int32Array {
  const cached = space.shifts.get(b);
  if (cached !== undefined) return cached;
  const { caps, cells } = space;
  const shift = new Int32Array(cells);
  for (let a = 0; a < cells; a++) {
    let cell = 0;
    let scale = 1;
    let restA = a;
    let restB = b;
    for (const cap of caps) {
      const radix = cap + 1;
      cell += Math.min((restA % radix) + (restB % radix), cap) * scale;
      restA = Math.floor(restA / radix);
      restB = Math.floor(restB / radix);
      scale *= radix;
    }
    shift[a] = cell;
  }
  space.shifts.set(b, shift);
  return shift;
}

function faceJoint(space: TallySpace, plan: PoolPlan, face: Face): Joint {
  const hits = plan.hitsPerFace[face] ?? 0;
  const p = new Float64Array((hits + 1) * space.cells);
  p[hits * space.cells + (space.unit[face] ?? 0)] = 1;
  return { maxHits: hits, p };
}

function mix(space: TallySpace, parts: readonly (readonly [number, Joint])[]): Joint {
  const maxHits = Math.max(...parts.map(([, joint]) => joint.maxHits));
  const p = new Float64Array((maxHits + 1) * space.cells);
  for (const [weight, joint] of parts) {
    for (let i = 0; i < joint.p.length; i++)
      p[i] = (p[i] as number) + weight * (joint.p[i] as number);
  }
  return { maxHits, p };
}

/**
 * The distribution of the sum of two independent parts of the pool. `y` is the
 * small part (one bundle): the loop walks its few non-zero states and, for each,
 * sweeps `x` row by row (a row is one hits value, its cells the tracked counts).
 */
function combine(space: TallySpace, x: Joint, y: Joint): Joint {
  const { cells } = space;
  const maxHits = x.maxHits + y.maxHits;
  const p = new Float64Array((maxHits + 1) * cells);
  for (let hy = 0; hy <= y.maxHits; hy++) {
    for (let cy = 0; cy < cells; cy++) {
      const py = y.p[hy * cells + cy] as number;
      if (py === 0) continue;
      const shift = shiftBy(space, cy);
      for (let hx = 0; hx <= x.maxHits; hx++) {
        const row = hx * cells;
        const outRow = (hx + hy) * cells;
        for (let cx = 0; cx < cells; cx++) {
          const px = x.p[row + cx] as number;
          if (px === 0) continue;
          const k = outRow + (shift[cx] as number);
          p[k] = (p[k] as number) + px * py;
        }
      }
    }
  }
  return { maxHits, p };
}

/** Exact distribution of the pool the plan describes. */
export function poolOdds(plan: PoolPlan): PoolOdds {
  const space = buildSpace(plan);
  const faceOf = (face: Face): Joint => faceJoint(space, plan, face);
  const reroll = mix(
    space,
    FACES.map((face) => [FACE_PROBABILITY[face] ?? 0, faceOf(face)] as const),
  );
  const afterRerolls = (face: Face): Joint =>
    hasFace(plan.rerollable, face) ? reroll : faceOf(face);
  const addedDie = mix(
    space,
    FACES.map((face) => [FACE_PROBABILITY[face] ?? 0, afterRerolls(face)] as const),
  );
  let explosion = afterRerolls(Face.heroicStrike);
  for (let i = 0; i < plan.addedPerHeroicStrike; i++)
    explosion = combine(space, explosion, addedDie);
  const bundle = mix(
    space,
    FACES.map(
      (face) =>
        [
          FACE_PROBABILITY[face] ?? 0,
          face === Face.heroicStrike ? explosion : afterRerolls(face),
        ] as const,
    ),
  );
  let pool: Joint = { maxHits: 0, p: new Float64Array(space.cells) };
  pool.p[0] = 1;
  for (let i = 0; i < plan.dice; i++) pool = combine(space, pool, bundle);
  return { space, maxHits: pool.maxHits, p: pool.p, plan };
}

/** Calls `visit` with each possible tally of the pool and its probability. */
export function forEachTally(
  odds: PoolOdds,
  visit: (tally: PoolTally, probability: number) => void,
): void {
  const { space, p, plan } = odds;
  for (let i = 0; i < p.length; i++) {
    const probability = p[i] as number;
    if (probability === 0) continue;
    const hits = Math.floor(i / space.cells);
    let cell = i - hits * space.cells;
    const counts = new Array<number>(FACE_COUNT).fill(UNTRACKED);
    space.faces.forEach((face, d) => {
      const radix = (space.caps[d] ?? 0) + 1;
      counts[face] = cell % radix;
      cell = Math.floor(cell / radix);
    });
    visit({ hits, counts, hitsPerFace: plan.hitsPerFace }, probability);
  }
}
