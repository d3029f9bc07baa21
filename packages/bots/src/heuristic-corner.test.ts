import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type At,
  type GameSetup,
  applyChoice,
  armyUnit,
  plannedManoeuvre,
  playerView,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import {
  OBJECTIVE_BEYOND_WALL as OBJECTIVE,
  WALL_ACROSS,
  skirmishAfter,
} from './heuristic-fixture.js';
import { moveTowardsGoal } from './heuristic-moves.js';
import { inchesBetween, officerAt, tryIt } from './heuristic-odds.js';
import { waypointTowards } from './heuristic-waypoint.js';

/** A move ending this near where the Officer stands is a turn on the spot (inches). */
const TURN_ON_THE_SPOT = 0.01;

/** The skirmish with the objective beyond the wall, and the wall across (heuristic-fixture.ts). */
function withWall(): GameSetup {
  const base = skirmish();
  return {
    ...base,
    objectives: [{ id: 'objective', at: OBJECTIVE }],
    terrain: [...base.terrain, WALL_ACROSS],
  };
}

describe('the heuristic bot goes on past the corner it rounds', () => {
  it("rulebook pp.41-42 Impassable Terrain: A's Rifles standing at the wall's corner they headed for make for the next corner of the way round and move on towards the objective, rather than turn on the spot", () => {
    const setup = withWall();
    const state = skirmishAfter(setup, 0);
    const rifles = state.units['a-rifles'];
    assert.ok(rifles !== undefined);
    const start = officerAt(state.units, 'a-rifles');
    assert.ok(start !== undefined);
    const corner = waypointTowards(setup, playerView(state, 'a'), 'a-rifles', start, OBJECTIVE);
    const [dx, dy] = [corner[0] - start[0], corner[1] - start[1]];
    rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
    const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    const view = playerView(activated, 'a');
    // Where they stand, the way to the objective still meets the wall: they head for the next corner of the way round.
    const next = (at: At): At => waypointTowards(setup, view, 'a-rifles', at, OBJECTIVE);
    assert.deepEqual(
      next(corner).map((v) => Math.round(v * 1000) / 1000),
      [16.864, 13.5],
    );
    // Just short of the corner too: not the corner again, but the next one, beyond the wall's far face (y = 9).
    const short = next([corner[0] - 0.2, corner[1]]);
    assert.ok(short[1] > 13, `it heads for ${short.join(', ')}`);
    // A turn on the spot is legal (as for the Cavalry it stopped every Round); other places as the engine says.
    const legal = (at: At, facing: number, via?: readonly At[]): boolean =>
      inchesBetween(at, corner) < TURN_ON_THE_SPOT ||
      tryIt(() =>
        plannedManoeuvre(setup, view, 'a-rifles', 'advance', at, facing, 0, undefined, via),
      ) !== undefined;
    const speed = armyUnit(setup, 'a-rifles').speed;
    const end = moveTowardsGoal(setup, view, 'a-rifles', speed, legal)?.at ?? corner;
    assert.ok(
      inchesBetween(end, OBJECTIVE) < inchesBetween(corner, OBJECTIVE) - 1,
      `it moved to ${end.join(', ')}`,
    );
  });
});
