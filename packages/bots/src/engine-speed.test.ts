import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameSetup,
  type GameState,
  applyChoice,
  copyState,
  hasReadyUnit,
  initialState,
  nextDecision,
  playerView,
  readyUnits,
} from '@warroom/armoured-clash';
import { airSkirmish, skirmish } from '@warroom/armoured-clash/testing';
import { randomPlayer } from './random-player.js';

/** Seeded games played between random bots for each setup. */
const GAMES = 2;

const SETUPS = [
  ['the skirmish', skirmish()],
  ['the skirmish with fighters in Reserve', airSkirmish()],
] as const;

/** Every state of a seeded game between random bots. */
function* playedStates(setup: GameSetup, seed: string): Generator<GameState> {
  const players = { a: randomPlayer(`${seed} a`), b: randomPlayer(`${seed} b`) };
  let state = initialState(setup, seed);
  for (
    let decision = nextDecision(setup, state);
    decision !== undefined;
    decision = nextDecision(setup, state)
  ) {
    yield state;
    const view = playerView(state, decision.player);
    state = applyChoice(setup, state, players[decision.player].choose(setup, view, decision)).state;
  }
}

describe('what the engine does with less work for speed reads as before', () => {
  it('rulebook p.22 The Activation Phase: whether a General has a Ready unit agrees with the list of Ready units, at every state of seeded games', () => {
    let ready = 0;
    for (const [name, setup] of SETUPS) {
      for (let game = 0; game < GAMES; game++) {
        for (const state of playedStates(setup, `ready ${game}`)) {
          for (const side of ['a', 'b'] as const) {
            const listed = readyUnits(state, side).length > 0;
            assert.equal(hasReadyUnit(state, side), listed, `${name}, game ${game}: ${side}`);
            if (listed) ready++;
          }
        }
      }
    }
    assert.ok(ready > 0, 'a General had a Ready unit now and then');
  });

  it('copyState: the copy reads as the state, field for field in the same order, with its decks, Activation and units new, at every state of seeded games', () => {
    for (const [name, setup] of SETUPS) {
      for (let game = 0; game < GAMES; game++) {
        for (const state of playedStates(setup, `copy ${game}`)) {
          const copy = copyState(state);
          assert.equal(JSON.stringify(copy), JSON.stringify(state), `${name}, game ${game}`);
          assert.notEqual(copy.rng, state.rng);
          assert.notEqual(copy.players.a.deck.hand, state.players.a.deck.hand);
          assert.notEqual(copy.players.b.deck.piles.drawPile, state.players.b.deck.piles.drawPile);
          if (state.activation !== undefined) assert.notEqual(copy.activation, state.activation);
          for (const id of Object.keys(state.units))
            assert.notEqual(copy.units[id], state.units[id]);
        }
      }
    }
  });

  it("playerView: a General's own cards are their hand, their discards and their deck's size, copied, at every state of seeded games", () => {
    for (const [name, setup] of SETUPS) {
      for (let game = 0; game < GAMES; game++) {
        for (const state of playedStates(setup, `view ${game}`)) {
          for (const side of ['a', 'b'] as const) {
            const { deck, vp } = state.players[side];
            const own = playerView(state, side).own;
            assert.deepEqual(
              own,
              {
                handSize: deck.hand.length,
                deckSize: deck.piles.drawPile.length,
                discardPile: deck.piles.discardPile,
                communicationsBreakdown: deck.communicationsBreakdown,
                vp,
                hand: deck.hand,
              },
              `${name}, game ${game}: ${side}`,
            );
            assert.notEqual(own.hand, deck.hand);
          }
        }
      }
    }
  });
});
