import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameSetup,
  type ModelState,
  applyChoice,
  initialState,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import { fortifiedSkirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import type { Player } from './player.js';
import { randomPlayer } from './random-player.js';

/** Rounds of the games: enough for the bunker to be Activated and shot at a few times. */
const ROUNDS = 4;
const SEEDS = [0, 1, 2];

/** Where the bunker's model stands, if it is on the battlefield. */
function bunkerAt(models: readonly ModelState[] | undefined): string | undefined {
  const model = models?.[0];
  return model === undefined ? undefined : `${model.x.toFixed(6)},${model.y.toFixed(6)}`;
}

/**
 * Plays a game of the fortified skirmish and returns what the bunker did
 * wrong: a move away from where it stands (other than Falling Back, rulebook
 * p.36) or a Charge; and whether the game ended.
 */
function playWatchingTheBunker(
  setup: GameSetup,
  seed: number,
  players: { a: Player; b: Player },
): { faults: string[]; over: boolean } {
  let state = initialState(setup, seed);
  const faults: string[] = [];
  for (let d = nextDecision(setup, state); d !== undefined; d = nextDecision(setup, state)) {
    const choice = players[d.player].choose(setup, playerView(state, d.player), d);
    const active = state.activation?.unit;
    const before = bunkerAt(state.units['a-bunker']?.models);
    const result = applyChoice(setup, state, choice);
    state = result.state;
    const after = bunkerAt(state.units['a-bunker']?.models);
    const fellBack = result.events.some((e) => e.kind === 'fallBack' && e.unit === 'a-bunker');
    if (before !== undefined && after !== undefined && before !== after && !fellBack)
      faults.push(`${choice.kind} moved the bunker from ${before} to ${after}`);
    if (active === 'a-bunker' && choice.kind === 'charge') faults.push('the bunker Charged');
  }
  return { faults, over: state.stage === 'over' };
}

describe('bots with a Fortification (rulebook p.48 Unit Types)', () => {
  const setup: GameSetup = { ...fortifiedSkirmish(), rounds: ROUNDS };

  it('rulebook p.24 The Movement Step: with Speed 0 and Static, the random bot never moves nor Charges with the bunker, and its games end', () => {
    for (const seed of SEEDS) {
      const played = playWatchingTheBunker(setup, seed, {
        a: randomPlayer(`fort ${seed} a`),
        b: randomPlayer(`fort ${seed} b`),
      });
      assert.deepEqual(played, { faults: [], over: true }, `seed ${seed}`);
    }
  });

  it('rulebook p.24 The Movement Step: with Speed 0 and Static, the heuristic bot never moves nor Charges with the bunker, and its games end', () => {
    for (const seed of SEEDS) {
      const played = playWatchingTheBunker(setup, seed, {
        a: heuristicPlayer(),
        b: heuristicPlayer(),
      });
      assert.deepEqual(played, { faults: [], over: true }, `seed ${seed}`);
    }
  });
});
