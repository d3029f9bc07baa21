import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameSetup,
  type TerrainSetup,
  initialState,
  nextDecision,
  playerView,
  terrainPlacementProblem,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

const piece = (id: string, features: string[], radius: number): TerrainSetup => ({
  id,
  size: 1,
  features,
  area: { circle: { centre: [0, 0], radius } },
});

/** The fixture's Skirmish with seven pieces to place (rulebook p.56: at least 5 in a Skirmish). */
function placing(): GameSetup {
  return {
    ...skirmish(),
    objectives: [{ id: 'centre', at: [18, 18] }],
    terrainPlacement: {
      pieces: [
        piece('hill', ['hill'], 3),
        piece('pond', ['water'], 2),
        piece('wood-1', ['dense'], 2),
        piece('wood-2', ['dense'], 2),
        piece('ruin', ['blocking'], 2),
        piece('crater', ['difficult'], 2),
        piece('rocks', ['impassable'], 1),
      ],
    },
  };
}

describe('rulebook p.56 Placing Terrain: the bots place terrain', () => {
  it('rulebook p.56 Placing Terrain: random bots place at least the minimum, each placement legal, and finish the game', () => {
    for (const seed of [1, 2, 3]) {
      const played = playGame(placing(), seed, {
        a: randomPlayer(`${seed}:a`),
        b: randomPlayer(`${seed}:b`),
      });
      assert.equal(played.state.stage, 'over');
      assert.ok((played.state.placedTerrain?.length ?? 0) >= 5);
    }
  });

  it('rulebook p.56 Placing Terrain: the heuristic bot places cover first, halfway from its zone to the nearest objective, and stops at the minimum', () => {
    const setup = placing();
    const state = initialState(setup, 1);
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    const choice = heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
    assert.equal(choice.kind, 'placeTerrain');
    assert.ok(choice.kind === 'placeTerrain');
    assert.equal(choice.piece, 'wood-1');
    assert.equal(terrainPlacementProblem(setup, state, choice), undefined);
    // A's zone runs from y = 0 to 10: its middle (18, 5), halfway to the objective (18, 18) is (18, 11.5).
    assert.deepEqual(choice.at, [18, 12]);
    const played = playGame(setup, 1, { a: heuristicPlayer(), b: heuristicPlayer() });
    assert.equal(played.state.stage, 'over');
    assert.equal(played.state.placedTerrain?.length, 5);
  });
});
