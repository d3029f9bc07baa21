/** How a whole-number measure (Victory Points, Rounds) spread over a simulation's games. */
export interface Distribution {
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  /** Nearest-rank quantiles: each a value some game had. */
  readonly quantiles: {
    readonly p10: number;
    readonly p25: number;
    readonly median: number;
    readonly p75: number;
    readonly p90: number;
  };
  /** Games per bucket of values `from`-`to` (both included), from the least to the greatest, empty ones included. */
  readonly buckets: readonly Bucket[];
}

export interface Bucket {
  readonly from: number;
  readonly to: number;
  readonly games: number;
}

/** At most this many buckets: their width is the range over it, rounded up. */
export const MOST_BUCKETS = 10;

/** The nearest-rank `q` quantile of sorted values (0 < q ≤ 1): the least value at or above a share `q` of them. */
function nearestRank(sorted: readonly number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** The distribution of whole-number values (none: all zero, no buckets). */
export function distribution(values: readonly number[]): Distribution {
  const sorted = [...values].sort((x, y) => x - y);
  const min = sorted[0] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  const width = Math.max(1, Math.ceil((max - min + 1) / MOST_BUCKETS));
  const buckets: Bucket[] = [];
  for (let from = min; sorted.length > 0 && from <= max; from += width) {
    const to = from + width - 1;
    buckets.push({ from, to, games: sorted.filter((v) => v >= from && v <= to).length });
  }
  return {
    mean: sorted.length === 0 ? 0 : sorted.reduce((s, v) => s + v, 0) / sorted.length,
    min,
    max,
    quantiles: {
      p10: nearestRank(sorted, 0.1),
      p25: nearestRank(sorted, 0.25),
      median: nearestRank(sorted, 0.5),
      p75: nearestRank(sorted, 0.75),
      p90: nearestRank(sorted, 0.9),
    },
    buckets,
  };
}

/** The widest bar of a histogram, in characters. */
const BAR_WIDTH = 20;

/** The text of a distribution: its mean, quantiles and range on one line, then a bar per bucket. */
export function distributionLines(label: string, d: Distribution): string[] {
  const q = d.quantiles;
  const most = Math.max(1, ...d.buckets.map((b) => b.games));
  const bucketName = (b: Bucket): string => (b.from === b.to ? `${b.from}` : `${b.from}-${b.to}`);
  const nameWidth = Math.max(0, ...d.buckets.map((b) => bucketName(b).length));
  return [
    `${label}: mean ${d.mean.toFixed(1)}, p10 ${q.p10}, p25 ${q.p25}, median ${q.median}, p75 ${q.p75}, p90 ${q.p90} (range ${d.min}-${d.max})`,
    ...d.buckets.map(
      (b) =>
        `  ${bucketName(b).padStart(nameWidth)} ${'█'.repeat(Math.round((BAR_WIDTH * b.games) / most))} ${b.games}`,
    ),
  ];
}
