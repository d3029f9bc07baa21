import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameSetup,
  type GameState,
  applyChoice,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import { coveringFireWait } from '@warroom/armoured-clash/testing';
import { DECISION_LIMIT } from './play-game.js';
import type { Player } from './player.js';
import { heuristicPlayer } from './heuristic-player.js';
import { randomPlayer } from './random-player.js';

/** Games played on from each wait, per bot. */
const GAMES = 4;

/** The game played on from `state` to its end by `players`; the first choice made. */
function playOn(
  setup: GameSetup,
  from: GameState,
  players: { a: Player; b: Player },
): { state: GameState; first: string } {
  let state = from;
  let first = '';
  for (let made = 0, decision = nextDecision(setup, state); decision !== undefined; made++) {
    assert.ok(made < DECISION_LIMIT, 'the game did not end');
    const choice = players[decision.player].choose(
      setup,
      playerView(state, decision.player),
      decision,
    );
    if (made === 0) first = choice.kind;
    state = applyChoice(setup, state, choice).state;
    decision = nextDecision(setup, state);
  }
  return { state, first };
}

/** The move each wait follows. */
const MOVES = {
  fallBack: 'Fall Back',
  vanguard: 'Vanguard free Advance',
  sortie: "sortie's Approach",
};

describe("the bots answer Covering Fire after a Fall Back, a Vanguard free Advance and a sortie's Approach (rulebook p.37)", () => {
  for (const kind of ['fallBack', 'vanguard', 'sortie'] as const) {
    it(`rulebook p.37 Issuing Commands: from the wait after a ${MOVES[kind]}, random and heuristic bots answer it and play to the end`, () => {
      const { setup, state } = coveringFireWait(kind);
      assert.ok(state.enemyEndedMove !== undefined);
      for (let game = 0; game < GAMES; game++) {
        const pairs = [
          { a: randomPlayer(`a${game}`), b: randomPlayer(`b${game}`) },
          { a: heuristicPlayer(), b: heuristicPlayer() },
        ];
        for (const players of pairs) {
          const played = playOn(setup, state, players);
          assert.equal(played.first, 'enemyEndsMove');
          assert.equal(played.state.stage, 'over');
        }
      }
    });
  }
});
