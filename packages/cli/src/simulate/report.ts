import { type Distribution, distribution } from './distribution.js';
import type { MatchResult } from './match.js';

/** 95% two-sided normal quantile, for the Wilson score interval. */
const Z_95 = 1.959964;

/** The Wilson score interval of a proportion: `successes` of `trials`. */
export function wilson(successes: number, trials: number): [number, number] {
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = Z_95 * Z_95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (Z_95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface Summary {
  readonly games: number;
  readonly wins: { readonly a: number; readonly b: number; readonly draw: number };
  readonly winRateA: { readonly rate: number; readonly interval95: [number, number] };
  readonly vp: { readonly a: Stats; readonly b: Stats };
  readonly rounds: Stats;
  /** Each side's Victory Points over the games: quantiles and buckets. */
  readonly vpDistribution: { readonly a: Distribution; readonly b: Distribution };
  /** The game length, in Rounds played. */
  readonly roundsDistribution: Distribution;
}

export interface Stats {
  readonly mean: number;
  readonly min: number;
  readonly max: number;
}

function stats({ mean, min, max }: Distribution): Stats {
  return { mean, min, max };
}

export function summarise(results: readonly MatchResult[]): Summary {
  const count = (w: MatchResult['winner']): number => results.filter((r) => r.winner === w).length;
  const wins = { a: count('a'), b: count('b'), draw: count('draw') };
  const vpDistribution = {
    a: distribution(results.map((r) => r.vp[0])),
    b: distribution(results.map((r) => r.vp[1])),
  };
  const roundsDistribution = distribution(results.map((r) => r.rounds));
  return {
    games: results.length,
    wins,
    winRateA: {
      rate: results.length === 0 ? 0 : wins.a / results.length,
      interval95: wilson(wins.a, results.length),
    },
    vp: { a: stats(vpDistribution.a), b: stats(vpDistribution.b) },
    rounds: stats(roundsDistribution),
    vpDistribution,
    roundsDistribution,
  };
}
