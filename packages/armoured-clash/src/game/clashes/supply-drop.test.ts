import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import { MARKER_RADIUS, holdThroughTheRound, opened, touch } from '../../testing/clash-fixture.js';
import type { GameSetup } from '../army.js';
import { copyState } from '../copy-state.js';
import { playerView } from '../view.js';
import {
  RECOVER_SUPPLIES,
  scoreSupplyDrop,
  supplyDropMap,
  supplyDropMarkerProblem,
} from './supply-drop.js';

const BATTLE = { width: 48, depth: 48 };
const ZONES = supplyDropMap(BATTLE, 'south', [
  [6, 24],
  [18, 24],
  [30, 24],
  [42, 24],
]).zones;
/** A marker this far (centre to centre) from another is just over 8" from it, edge to edge. */
const APART = 2 * MARKER_RADIUS + 8;

describe('rulebook p.60 Clash 2: Supply Drop', () => {
  it('zones run from each Rear Edge to 12" from the midway line; the four markers are those placed', () => {
    const markers: [number, number][] = [
      [4.5, 21.5],
      [13.5, 26.5],
      [22.5, 21.5],
      [31.5, 26.5],
    ];
    const map = supplyDropMap({ width: 36, depth: 48 }, 'south', markers);
    assert.deepEqual(map.zones.a, [
      [0, 0],
      [36, 0],
      [36, 12],
      [0, 12],
    ]);
    assert.deepEqual(map.zones.b, [
      [0, 36],
      [36, 36],
      [36, 48],
      [0, 48],
    ]);
    assert.deepEqual(map.rearEdges, { a: 'south', b: 'north' });
    assert.deepEqual(
      map.objectives.map((o) => [o.id, o.at]),
      markers.map((at, i) => [`supplies-${i + 1}`, at]),
    );
  });

  it('a marker may go anywhere on the battlefield more than 8" from both Deployment Zones', () => {
    assert.equal(supplyDropMarkerProblem(BATTLE, ZONES, [], [24, 24]), undefined);
    // A's zone ends at y = 12: the marker's edge must be more than 8" beyond it.
    const edge = 12 + 8 + MARKER_RADIUS;
    assert.equal(supplyDropMarkerProblem(BATTLE, ZONES, [], [24, edge + 0.01]), undefined);
    assert.match(
      supplyDropMarkerProblem(BATTLE, ZONES, [], [24, edge - 0.01]) ?? '',
      /within 8" of General A's Deployment Zone/,
    );
    assert.match(
      supplyDropMarkerProblem(BATTLE, ZONES, [], [24, 48 - edge + 0.01]) ?? '',
      /within 8" of General B's Deployment Zone/,
    );
    assert.match(
      supplyDropMarkerProblem(BATTLE, ZONES, [], [0.5, 24]) ?? '',
      /not on the battlefield/,
    );
  });

  it('a marker may not go within 8" of another marker; four in all', () => {
    const placed: [number, number][] = [[10, 24]];
    assert.equal(
      supplyDropMarkerProblem(BATTLE, ZONES, placed, [10 + APART + 0.01, 24]),
      undefined,
    );
    assert.match(
      supplyDropMarkerProblem(BATTLE, ZONES, placed, [10 + APART - 0.01, 24]) ?? '',
      /within 8" of the marker at \(10, 24\)/,
    );
    const four: [number, number][] = [
      [6, 24],
      [18, 24],
      [30, 24],
      [42, 24],
    ];
    assert.match(supplyDropMarkerProblem(BATTLE, ZONES, four, [24, 22]) ?? '', /all 4/);
  });

  it('a map with a forbidden placement, or not four markers, is refused', () => {
    assert.throws(
      () =>
        supplyDropMap(BATTLE, 'south', [
          [6, 24],
          [10, 24],
          [30, 24],
          [42, 24],
        ]),
      /within 8" of the marker at \(6, 24\)/,
    );
    assert.throws(
      () => supplyDropMap(BATTLE, 'south', [[24, 24]]),
      /4 Strategic Objective Markers/,
    );
  });

  it('Recover Supplies: a controlled marker is Secured in the End Phase, removed from play, and scores once', () => {
    assert.deepEqual(RECOVER_SUPPLIES, { skirmish: 10, battle: 15, cataclysm: 20 });
    const setup: GameSetup = {
      ...skirmish(),
      clash: 'supplyDrop',
      objectives: [
        { id: 'supplies-1', at: [18, 18] },
        { id: 'supplies-2', at: [6, 18] },
      ],
    };
    const state = opened(setup);
    touch(setup, state, 'a-rifles', [18, 18 - MARKER_RADIUS], 'south');
    const after = holdThroughTheRound(setup, state);
    assert.equal(after.round, 2);
    assert.equal(after.players.a.vp, 10);
    assert.equal(after.players.b.vp, 0);
    assert.deepEqual(after.removedObjectives, ['supplies-1']);
    // Both Generals see that the marker is gone.
    assert.deepEqual(playerView(after, 'b').removedObjectives, ['supplies-1']);
    // The riflemen still stand where the marker was: it is gone, and scores no more.
    const again = copyState(after);
    assert.deepEqual(scoreSupplyDrop(setup, again), []);
    assert.equal(again.players.a.vp, 10);
  });

  it('the markers removed from play are part of the state, and copies of it do not share them', () => {
    const state = { ...opened(skirmish()), removedObjectives: ['supplies-1'] };
    const copy = copyState(state);
    copy.removedObjectives?.push('supplies-2');
    assert.deepEqual(state.removedObjectives, ['supplies-1']);
  });
});
