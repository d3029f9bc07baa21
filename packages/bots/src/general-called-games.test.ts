import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameSetup, generalA, generalCalled } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

/** The skirmish with the card draw for General A (rulebook p.57 Deploy Forces). */
const drawn: GameSetup = { ...skirmish(), generalDraw: true };
/** Seeds of random games, until one whose draw makes the second force General A. */
const SEEDS = 12;
/** An event text that names a General first: "General A has the Initiative". */
const NAMED_FIRST = /^General ([AB]) /;

describe('rulebook p.57 Deploy Forces: the game names each side as the General the draw made it', () => {
  it('rulebook p.57 Deploy Forces: once the draw makes side b General A, every event that opens with a General of a side names it as that General', () => {
    let checked = 0;
    for (let seed = 0; seed < SEEDS && checked === 0; seed++) {
      const players = { a: randomPlayer(`named ${seed} a`), b: randomPlayer(`named ${seed} b`) };
      const { state, events } = playGame(drawn, `named ${seed}`, players);
      if (generalA(state) !== 'b') continue;
      assert.equal(generalCalled(state, 'b'), 'General A');
      assert.equal(generalCalled(state, 'a'), 'General B');
      for (const { kind, text, side } of events) {
        const letter = NAMED_FIRST.exec(text)?.[1];
        if (letter === undefined || side === undefined) continue;
        assert.equal(`General ${letter}`, generalCalled(state, side), `${kind}: ${text}`);
        checked++;
      }
    }
    // The check is not empty: such a game was found, and its events named Generals.
    assert.ok(checked > 0);
  });
});
