import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

/** Four Rounds: the fighters can arrive from Reserve in Rounds 2 and 3 (rulebook p.21, not in the final Round). */
const FOUR_ROUNDS = { ...airSkirmish(), rounds: 4 };
const SEEDS = [1, 2, 3, 4, 5, 6];

describe('rulebook pp.50-51 Aircraft in bot games', () => {
  it('rulebook pp.50-51 Air Support Sortie: random and heuristic bots fly sorties and finish every game', () => {
    let sorties = 0;
    for (const seed of SEEDS) {
      for (const players of [
        { a: randomPlayer(seed), b: randomPlayer(seed + 1) },
        { a: heuristicPlayer(), b: heuristicPlayer() },
      ]) {
        const game = playGame(FOUR_ROUNDS, seed, players);
        assert.equal(game.state.stage, 'over', `seed ${seed}: the game did not finish`);
        sorties += game.events.filter((e) => e.kind === 'approach').length;
      }
    }
    assert.ok(sorties > 0, 'no Aircraft unit flew a sortie');
  });
});
