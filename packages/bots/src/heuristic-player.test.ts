import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { replay } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

describe('the heuristic bot', () => {
  it('beats the random bot in most of a fixed set of seeded games, from either side', () => {
    const setup = skirmish();
    let wins = 0;
    for (let game = 0; game < 10; game++) {
      const heuristicIsA = game % 2 === 0;
      const players = heuristicIsA
        ? { a: heuristicPlayer(), b: randomPlayer(`r${game}`) }
        : { a: randomPlayer(`r${game}`), b: heuristicPlayer() };
      const played = playGame(setup, `match ${game}`, players);
      const winner = played.state.result?.winner;
      if (winner === (heuristicIsA ? 'a' : 'b')) wins++;
      assert.equal(replay(played.record).illegal, undefined);
    }
    assert.ok(wins >= 7, `the heuristic bot won ${wins} of 10`);
  });
});
