import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameState, replay } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

/** Invariants every state of every game must keep. */
function checkInvariants(state: GameState): void {
  for (const unit of Object.values(state.units)) {
    if (unit.annihilated)
      assert.equal(unit.models.length, 0, `${unit.id} annihilated but has models`);
    if (unit.deployed && !unit.annihilated) {
      assert.ok(unit.models.length > 0, `${unit.id} on the table without models`);
      assert.ok(
        unit.models.some((m) => m.id === unit.officer),
        `${unit.id} has lost track of its Officer`,
      );
    }
    assert.equal(
      new Set(unit.statuses).size,
      unit.statuses.length,
      `${unit.id} has a Status twice (rulebook p.17)`,
    );
  }
  for (const side of ['a', 'b'] as const) {
    const { deck } = state.players[side];
    const cards = [...deck.hand, ...deck.piles.drawPile, ...deck.piles.discardPile];
    assert.equal(new Set(cards).size, cards.length, 'a card is in two places');
  }
}

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
      checkInvariants(played.state);
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
