/**
 * Chi-square goodness of fit, for checking sampled rolls against exact odds with
 * a stated false-alarm rate rather than "close enough".
 */

/** One-sided standard normal quantile for a 1e-6 tail. */
const Z_ONE_IN_A_MILLION = 4.753424;

/**
 * The value a chi-square statistic with `k` degrees of freedom exceeds with
 * probability 1e-6 (Wilson-Hilferty cube-root approximation, accurate to a few
 * parts in a thousand from k = 3 up; k = 1 and 2 use the exact quantiles).
 */
export function chiSquareCritical(k: number): number {
  if (k === 1) return 23.928;
  if (k === 2) return 27.631;
  const a = 2 / (9 * k);
  return k * (1 - a + Z_ONE_IN_A_MILLION * Math.sqrt(a)) ** 3;
}

/**
 * The chi-square statistic of observed counts against probabilities, with
 * neighbouring values pooled so every bin expects at least 5 observations.
 * Returns the statistic and its degrees of freedom.
 */
export function chiSquare(
  observed: readonly number[],
  probabilities: ArrayLike<number>,
  samples: number,
): { statistic: number; degreesOfFreedom: number } {
  const bins: { expected: number; observed: number }[] = [];
  let pending = { expected: 0, observed: 0 };
  const length = Math.max(observed.length, probabilities.length);
  for (let v = 0; v < length; v++) {
    pending.expected += (probabilities[v] ?? 0) * samples;
    pending.observed += observed[v] ?? 0;
    if (pending.expected >= 5) {
      bins.push(pending);
      pending = { expected: 0, observed: 0 };
    }
  }
  const last = bins[bins.length - 1];
  if (last !== undefined) {
    last.expected += pending.expected;
    last.observed += pending.observed;
  }
  const statistic = bins.reduce((s, b) => s + (b.observed - b.expected) ** 2 / b.expected, 0);
  return { statistic, degreesOfFreedom: bins.length - 1 };
}
