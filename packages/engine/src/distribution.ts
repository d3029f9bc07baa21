/**
 * Exact discrete distributions over the whole numbers 0..n, stored densely:
 * `p[k]` is the probability of the value k. Plain Float64Arrays, so the exact
 * odds stay allocation-light in their hot loops.
 */
export type Distribution = Float64Array;

/** The mean of a distribution. */
export function expectedValue(d: Distribution): number {
  let sum = 0;
  for (let k = 0; k < d.length; k++) sum += k * (d[k] as number);
  return sum;
}

/** Sum of all probabilities (1 for a distribution, up to rounding). */
export function totalMass(d: Distribution): number {
  let sum = 0;
  for (let k = 0; k < d.length; k++) sum += d[k] as number;
  return sum;
}

/** `[value, probability]` pairs in increasing value, leaving out values of probability zero. */
export function toPairs(d: Distribution): [number, number][] {
  const pairs: [number, number][] = [];
  for (let k = 0; k < d.length; k++) {
    const p = d[k] as number;
    if (p > 0) pairs.push([k, p]);
  }
  return pairs;
}

/** `atLeast[k]` = probability that the value is k or more. */
export function atLeast(d: Distribution): Float64Array {
  const out = new Float64Array(d.length);
  let tail = 0;
  for (let k = d.length - 1; k >= 0; k--) {
    tail += d[k] as number;
    out[k] = tail;
  }
  return out;
}

/** Accumulates `probability` on `value`, growing the array when needed. */
export function addMass(d: Distribution, value: number, probability: number): Distribution {
  const grown = value < d.length ? d : growTo(d, value + 1);
  grown[value] = (grown[value] as number) + probability;
  return grown;
}

function growTo(d: Distribution, length: number): Distribution {
  const out = new Float64Array(Math.max(length, d.length * 2));
  out.set(d);
  return out;
}

/** Drops trailing zero-probability values, so the array ends at the largest possible value. */
export function trim(d: Distribution): Distribution {
  let end = d.length;
  while (end > 1 && d[end - 1] === 0) end--;
  return end === d.length ? d : d.slice(0, end);
}
