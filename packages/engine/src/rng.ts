/**
 * The one source of randomness of Warroom: xoshiro128** 1.1 (Blackman & Vigna,
 * 2018), a 32-bit generator with a 128-bit state, seeded through SplitMix32.
 *
 * The state is a plain object of four unsigned 32-bit integers, so a game that
 * holds it can be serialised with JSON and resumed on any machine: the same seed
 * and the same calls give the same numbers everywhere (only 32-bit integer
 * arithmetic is used, which JavaScript defines exactly).
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

const UINT32_RANGE = 0x1_0000_0000;

/** SplitMix32 (a 32-bit variant of Steele, Lea & Flood's SplitMix64), used only to expand a seed. */
function splitMix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Folds a text seed into 32 bits (FNV-1a), so seeds may be words as well as numbers. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  }
  return h >>> 0;
}

/** A fresh generator state from a seed: an integer (taken modulo 2^32) or any text. */
export function seedRng(seed: number | string): RngState {
  const next = splitMix32(typeof seed === 'string' ? hashSeed(seed) : seed);
  const state = { a: next(), b: next(), c: next(), d: next() };
  if ((state.a | state.b | state.c | state.d) === 0) state.d = 1; // xoshiro's one forbidden state
  return state;
}

/** A copy of a state, to branch a sequence without disturbing the original. */
export function cloneRng(state: Readonly<RngState>): RngState {
  return { a: state.a, b: state.b, c: state.c, d: state.d };
}

/** The next unsigned 32-bit integer; advances the state in place. */
export function nextUint32(s: RngState): number {
  const result = Math.imul(rotl(Math.imul(s.b, 5), 7), 9) >>> 0;
  const t = s.b << 9;
  s.c ^= s.a;
  s.d ^= s.b;
  s.b ^= s.c;
  s.a ^= s.d;
  s.c ^= t;
  s.d = rotl(s.d, 11);
  s.a >>>= 0;
  s.b >>>= 0;
  s.c >>>= 0;
  s.d >>>= 0;
  return result;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * A uniform integer in [0, n), without bias: draws that fall in the incomplete
 * last block of 2^32 are rejected and drawn again.
 */
export function nextInt(s: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) {
    throw new RangeError(`nextInt needs a whole number of outcomes from 1 to 2^32, got ${n}`);
  }
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  return x % n;
}

/** Shuffles an array in place (Fisher-Yates, from the last element down). */
export function shuffleInPlace<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
}
