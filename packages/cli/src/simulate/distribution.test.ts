import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { distribution, distributionLines } from './distribution.js';
import type { MatchResult } from './match.js';
import { summarise } from './report.js';

/** Ten finished games: A's and B's Victory Points and the Rounds each lasted. */
const VP_A = [0, 3, 5, 5, 8, 10, 12, 20, 21, 40];
const VP_B = [2, 3, 1, 4, 2, 6, 3, 0, 2, 1];
const ROUNDS = [5, 5, 5, 5, 5, 5, 4, 4, 3, 5];

function results(): MatchResult[] {
  return VP_A.map((a, game) => {
    const b = VP_B[game] ?? 0;
    return {
      game,
      seed: `d:${game}`,
      winner: a > b ? 'a' : a < b ? 'b' : 'draw',
      vp: [a, b],
      rounds: ROUNDS[game] ?? 0,
    };
  });
}

describe('warroom simulate: the distributions of Victory Points and game length', () => {
  it('rulebook p.22 Victory and Defeat: from ten results, the wins, each side’s VP quantiles (nearest rank) and buckets, and the Rounds', () => {
    const summary = summarise(results());
    assert.deepEqual(summary.wins, { a: 8, b: 1, draw: 1 });
    assert.deepEqual(summary.vp.a, { mean: 12.4, min: 0, max: 40 });
    assert.deepEqual(summary.vpDistribution.a.quantiles, {
      p10: 0,
      p25: 5,
      median: 8,
      p75: 20,
      p90: 21,
    });
    // 41 values from 0 to 40 in buckets of 5 (at most ten buckets), empty ones kept.
    assert.deepEqual(
      summary.vpDistribution.a.buckets.map((b) => [b.from, b.to, b.games]),
      [
        [0, 4, 2],
        [5, 9, 3],
        [10, 14, 2],
        [15, 19, 0],
        [20, 24, 2],
        [25, 29, 0],
        [30, 34, 0],
        [35, 39, 0],
        [40, 44, 1],
      ],
    );
    assert.deepEqual(summary.vpDistribution.b, {
      mean: 2.4,
      min: 0,
      max: 6,
      quantiles: { p10: 0, p25: 1, median: 2, p75: 3, p90: 4 },
      buckets: [0, 1, 2, 3, 4, 5, 6].map((vp, i) => ({
        from: vp,
        to: vp,
        games: [1, 2, 3, 2, 1, 0, 1][i],
      })),
    });
    assert.deepEqual(summary.roundsDistribution, {
      mean: 4.6,
      min: 3,
      max: 5,
      quantiles: { p10: 3, p25: 4, median: 5, p75: 5, p90: 5 },
      buckets: [
        { from: 3, to: 3, games: 1 },
        { from: 4, to: 4, games: 2 },
        { from: 5, to: 5, games: 7 },
      ],
    });
    assert.deepEqual(summary.rounds, { mean: 4.6, min: 3, max: 5 });
  });

  it('the text: mean, quantiles and range on one line, then a bar per bucket scaled to the fullest (20 blocks)', () => {
    const summary = summarise(results());
    assert.deepEqual(distributionLines('Rounds', summary.roundsDistribution), [
      'Rounds: mean 4.6, p10 3, p25 4, median 5, p75 5, p90 5 (range 3-5)',
      '  3 ███ 1',
      '  4 ██████ 2',
      `  5 ${'█'.repeat(20)} 7`,
    ]);
    assert.deepEqual(distributionLines('VP of A', summary.vpDistribution.a).slice(0, 5), [
      'VP of A: mean 12.4, p10 0, p25 5, median 8, p75 20, p90 21 (range 0-40)',
      `    0-4 ${'█'.repeat(13)} 2`,
      `    5-9 ${'█'.repeat(20)} 3`,
      `  10-14 ${'█'.repeat(13)} 2`,
      '  15-19  0',
    ]);
  });

  it('no games played: every figure 0 and no buckets', () => {
    assert.deepEqual(distribution([]), {
      mean: 0,
      min: 0,
      max: 0,
      quantiles: { p10: 0, p25: 0, median: 0, p75: 0, p90: 0 },
      buckets: [],
    });
  });
});
