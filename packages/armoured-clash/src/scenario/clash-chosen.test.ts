import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from '../game/army.js';
import { initialState } from '../game/initial-state.js';
import { clashChosenProblem } from './clash-chosen.js';

/** Seed 3's draw in the skirmish's decks (card i has Value i mod 12 + 1): 6 and 6, 12 and 12, then 8 against 11. */
const DRAWS = [
  { a: 17, b: 5 },
  { a: 11, b: 23 },
  { a: 19, b: 10 },
];

function chosen(extra: Partial<NonNullable<GameSetup['clashChosen']>> = {}): GameSetup {
  return {
    ...skirmish(),
    clash: 'pitchedBattle',
    clashChosen: { draws: DRAWS, winner: 'b', clash: 'pitchedBattle', ...extra },
  };
}

describe('rulebook p.56 Select a Clash: the card draw kept in the setup', () => {
  it('rulebook p.56 Select a Clash: the General who draws the highest card chooses the Clash; a draw that holds is accepted and the game starts', () => {
    assert.equal(clashChosenProblem(chosen()), undefined);
    assert.equal(initialState(chosen(), 1).stage, 'deployment');
  });

  it('rulebook p.56 Select a Clash: a draw whose winner did not draw the highest card is refused, saying which pair', () => {
    assert.equal(
      clashChosenProblem(chosen({ winner: 'a' })),
      'setup.clashChosen.winner: the last pair drawn (8 against 11) is not won by side a (rulebook p.56 Select a Clash)',
    );
    assert.throws(() => initialState(chosen({ winner: 'a' }), 1), { name: 'RangeError' });
  });

  it('rulebook p.56 Select a Clash: equal Values draw again, so an earlier pair that was won is refused', () => {
    assert.equal(
      clashChosenProblem(chosen({ draws: [DRAWS[2]!, DRAWS[2]!] })),
      'setup.clashChosen.draws: only equal Values draw again, yet an earlier pair was won (rulebook p.56 Select a Clash)',
    );
  });

  it("rulebook p.56 Select a Clash: a card the deck does not hold, or a Clash that is not the setup's, is refused", () => {
    assert.equal(
      clashChosenProblem(chosen({ draws: [{ a: 99, b: 5 }] })),
      "setup.clashChosen.draws[0]: side a's deck holds no card 99 (rulebook p.56 Select a Clash)",
    );
    assert.equal(
      clashChosenProblem(chosen({ clash: 'supplyDrop' })),
      "setup.clashChosen: the Clash chosen, supplyDrop, is not the setup's clash (pitchedBattle) (rulebook p.56 Select a Clash)",
    );
  });
});
