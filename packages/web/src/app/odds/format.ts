/** A probability as the Odds page shows it: a percentage to two decimals; tiny non-zero ones as "<0.01%". */
export function percent(p: number): string {
  if (p > 0 && p < 0.00005) return '<0.01%';
  if (p < 1 && p > 0.99995) return '>99.99%';
  return `${(p * 100).toFixed(2)}%`;
}

/** `[value, probability]` pairs, as the API sends a distribution. */
export type Pairs = readonly (readonly [number, number])[];

/** The chance of at least each value: `atLeast[i]` is the sum of the pairs from i on. */
export function atLeast(pairs: Pairs): [number, number][] {
  const out: [number, number][] = [];
  let tail = 0;
  for (let i = pairs.length - 1; i >= 0; i--) {
    const [value, p] = pairs[i] as readonly [number, number];
    tail += p;
    out.unshift([value, Math.min(1, tail)]);
  }
  return out;
}
