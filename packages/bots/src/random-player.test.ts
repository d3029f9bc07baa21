import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { replay } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';
import { brokenInvariants, outOfCoherency } from './invariants.js';

describe('the random bot (fuzzing the engine)', () => {
  it('seeded random games end cleanly, keep the invariants, and replay from their records', () => {
    const setup = skirmish();
    for (let game = 0; game < 25; game++) {
      const played = playGame(setup, `fuzz ${game}`, {
        a: randomPlayer(`a${game}`),
        b: randomPlayer(`b${game}`),
      });
      assert.equal(played.state.stage, 'over');
      assert.ok(played.state.result !== undefined);
      const stray = outOfCoherency(setup, played.state);
      const final = { setup, where: `fuzz ${game} at its end`, after: played.state, events: [] };
      assert.deepEqual(brokenInvariants({ ...final, strayBefore: stray, strayAfter: stray }), []);
      const again = replay(played.record);
      assert.equal(again.illegal, undefined);
      assert.deepEqual(again.state, played.state);
    }
  });

  it('the same seeds play the same game', () => {
    const setup = skirmish();
    const one = playGame(setup, 3, { a: randomPlayer('x'), b: randomPlayer('y') });
    const two = playGame(setup, 3, { a: randomPlayer('x'), b: randomPlayer('y') });
    assert.deepEqual(one.record.choices, two.record.choices);
  });
});
