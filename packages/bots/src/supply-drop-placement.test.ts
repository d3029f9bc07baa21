import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameSetup,
  initialState,
  nextDecision,
  playerView,
  supplyDropZones,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

const BATTLEFIELD = { width: 48, depth: 48 };

/** The fixture's Skirmish on a 48" battlefield with Supply Drop's zones, the Generals to place its markers. */
function placing(generalDraw: boolean): GameSetup {
  const base = skirmish();
  const { zones } = supplyDropZones(BATTLEFIELD, 'south');
  return {
    ...base,
    battlefield: BATTLEFIELD,
    terrain: [],
    clash: 'supplyDrop',
    objectives: [],
    supplyDropPlacement: true,
    ...(generalDraw ? { generalDraw: true as const } : {}),
    generals: {
      a: { ...base.generals.a, zone: zones.a },
      b: { ...base.generals.b, zone: zones.b },
    },
  };
}

describe('rulebook p.60 Supply Drop: the bots place the Strategic Objective Markers', () => {
  it('rulebook p.60 Supply Drop: random bots place four legal markers in turns and finish the game', () => {
    for (const seed of [1, 2, 3]) {
      const played = playGame(placing(seed === 2), seed, {
        a: randomPlayer(`${seed}:a`),
        b: randomPlayer(`${seed}:b`),
      });
      assert.equal(played.state.stage, 'over');
      assert.equal(played.state.placedObjectives?.length, 4);
    }
  });

  it('rulebook p.60 Supply Drop: the heuristic bot places its marker nearest its own zone, on the centre line, and heuristic bots finish the game', () => {
    const setup = placing(false);
    const state = initialState(setup, 1);
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    // A's zone runs to y = 12: a marker's edge must be more than 8" from it, so its centre above 20.98: y = 21 on the grid.
    assert.deepEqual(heuristicPlayer().choose(setup, playerView(state, 'a'), decision), {
      kind: 'placeObjective',
      at: [24, 21],
    });
    const played = playGame(setup, 1, { a: heuristicPlayer(), b: heuristicPlayer() });
    assert.equal(played.state.stage, 'over');
    assert.deepEqual(played.state.placedObjectives?.[0], [24, 21]);
    assert.equal(played.state.placedObjectives?.length, 4);
  });
});
