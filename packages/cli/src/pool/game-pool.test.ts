import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { playPooled } from './game-pool.js';

const GAMES = 4;

describe('the game pool of warroom simulate and warroom fuzz', () => {
  it('with one worker, plays the games in this thread in order, its player built once, telling the progress after each', async () => {
    let built = 0;
    const done: number[] = [];
    const results = await playPooled({
      games: GAMES,
      workers: 1,
      progress: (n) => done.push(n),
      worker: new URL('./no-such-worker.js', import.meta.url),
      workerData: undefined,
      inThisThread: () => {
        built += 1;
        return (game) => ({ game, seed: `s:${game}` });
      },
    });
    assert.equal(built, 1);
    assert.deepEqual(
      results.map((r) => r.seed),
      ['s:0', 's:1', 's:2', 's:3'],
    );
    assert.deepEqual(done, [1, 2, 3, 4]);
  });
});
