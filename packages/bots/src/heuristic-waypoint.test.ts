import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameSetup, applyChoice, nextDecision, playerView } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import {
  OBJECTIVE_BEYOND_WALL as OBJECTIVE,
  WALL_ACROSS,
  skirmishAfter,
} from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';
import { waypointTowards } from './heuristic-waypoint.js';

/** The skirmish with that objective and, when `walled`, Impassable Terrain from x = 5 to 15 across y = 8 to 9. */
function withWall(walled: boolean): GameSetup {
  const base = skirmish();
  return {
    ...base,
    objectives: [{ id: 'objective', at: OBJECTIVE }],
    terrain: walled ? [...base.terrain, WALL_ACROSS] : base.terrain,
  };
}

const r = (v: number): number => Math.round(v * 1000) / 1000;

describe('the heuristic bot goes around terrain in its way (heuristic-waypoint.ts)', () => {
  it("rulebook pp.41-42 Impassable Terrain: a wall across the way to the objective: A's Rifles head for its east corner (pushed out by their frontage) with a legal Advance, not into the wall", () => {
    const setup = withWall(true);
    const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
    const view = playerView(state, 'a');
    assert.deepEqual(
      waypointTowards(setup, view, 'a-rifles', [10, 6], OBJECTIVE).map(r),
      [19.478, 7.552],
    );
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    const choice = heuristicPlayer().choose(setup, view, decision);
    assert.equal(choice.kind, 'advance');
    // The full 4" towards the corner, the Rifles keeping their facing (heuristic-wheel.ts): wheeling to face it their flank would go past 4".
    assert.deepEqual(choice.kind === 'advance' ? choice.at.map(r) : [], [13.947, 6.646]);
    const moved = applyChoice(setup, state, choice).state;
    const officer = moved.units['a-rifles']?.models.find(
      (m) => m.id === moved.units['a-rifles']?.officer,
    );
    assert.deepEqual(
      [officer?.x, officer?.y].map((v) => r(v ?? 0)),
      [13.947, 6.646],
    );
  });

  it('rulebook pp.41-42: with nothing in the way the goal itself is where it heads', () => {
    const setup = withWall(false);
    const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
    assert.deepEqual(
      waypointTowards(setup, playerView(state, 'a'), 'a-rifles', [10, 6], OBJECTIVE),
      OBJECTIVE,
    );
  });
});
