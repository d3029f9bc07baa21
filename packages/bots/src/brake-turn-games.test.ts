import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish } from '@warroom/armoured-clash/testing';
import { playCheckedGame } from './checked-game.js';
import { heuristicPlayer } from './heuristic-player.js';
import { tableInvariants } from './invariants-table.js';
import { randomPlayer } from './random-player.js';

/** Bank (3"): three Navigation Points of the Turning Template. */
const BANK_INCHES = 3;
/** Rounds played: enough for the fighters to fly several sorties. */
const ROUNDS = 4;

describe("glossary: Brake Turn in the bots' sorties", () => {
  it('glossary: Brake Turn, rulebook p.10 Footprints: over seeded games with Brake Turn fighters (with and without Bank) no choice of the bots is refused and no models end overlapping', () => {
    // The bots make no Brake Turn of their own (bots/src: none is drawn or aimed),
    // so their Approaches keep the unit's formation but for a Bank, which is checked.
    let approaches = 0;
    for (const rules of [
      [{ name: 'Brake Turn' }],
      [{ name: 'Brake Turn' }, { name: 'Bank', x: BANK_INCHES }],
    ]) {
      const setup = { ...airSkirmish(rules), rounds: ROUNDS };
      for (const seed of [1, 2, 3, 4]) {
        for (const players of [
          { a: randomPlayer(seed), b: randomPlayer(seed + 1) },
          { a: heuristicPlayer(), b: randomPlayer(seed) },
        ]) {
          const game = playCheckedGame(setup, `brake turn ${seed}`, players, tableInvariants());
          assert.equal(game.failure, undefined, `seed ${seed}: ${game.failure?.broken ?? ''}`);
          assert.equal(game.state.stage, 'over', `seed ${seed}: the game did not finish`);
          approaches += game.choices.filter((c) => c.kind === 'approach').length;
        }
      }
    }
    assert.ok(approaches > 0, 'no Approach was flown');
  });
});
