import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { containsPoint, point } from '@warroom/engine';
import { rifles, skirmish, tanks } from '../../testing/game-fixture.js';
import { MARKER_RADIUS, holdThroughTheRound, opened, touch } from '../../testing/clash-fixture.js';
import type { GameSetup } from '../army.js';
import { type ClashMap, zoneArea } from '../clash.js';
import {
  ENVELOP_THE_FOE,
  flankingManoeuvresMap,
  scoreFlankingManoeuvres,
} from './flanking-manoeuvres.js';

/** The skirmish with Flanking Manoeuvres' markers; A's tanks are Cavalry here, so that A can hold two markers. */
function flankingSkirmish(): GameSetup {
  const setup = skirmish();
  return {
    ...setup,
    clash: 'flankingManoeuvres',
    objectives: [
      { id: 'primary-1', at: [9, 18], role: 'primary' },
      { id: 'secondary', at: [18, 22], role: 'secondary' },
      { id: 'primary-2', at: [25, 18], role: 'primary' },
    ],
    generals: {
      ...setup.generals,
      a: {
        ...setup.generals.a,
        units: [rifles('a-rifles'), { ...tanks('a-tanks'), type: 'cavalry' }],
      },
    },
  };
}

function noPrimaryInAZone(map: ClashMap): boolean {
  return map.objectives
    .filter((o) => o.role === 'primary')
    .every(
      (o) =>
        !containsPoint(zoneArea(map.zones.a), point(...o.at)) &&
        !containsPoint(zoneArea(map.zones.b), point(...o.at)),
    );
}

describe('rulebook p.64 Clash 5: Flanking Manoeuvres', () => {
  it('the Secondary in the centre, the Primaries in the centres of diagonally opposite quadrants', () => {
    const map = flankingManoeuvresMap({ width: 48, depth: 48 }, 'south', 'bottomLeftTopRight');
    assert.deepEqual(
      map.objectives.map((o) => [o.id, o.at, o.role]),
      [
        ['primary-1', [12, 12], 'primary'],
        ['secondary', [24, 24], 'secondary'],
        ['primary-2', [36, 36], 'primary'],
      ],
    );
  });

  it('each zone is a triangle along the whole Rear Edge, from one corner to the midway line, clear of the Primaries', () => {
    const map = flankingManoeuvresMap({ width: 48, depth: 48 }, 'south', 'bottomLeftTopRight');
    assert.deepEqual(map.zones.a, [
      [0, 0],
      [48, 0],
      [48, 24],
    ]);
    assert.deepEqual(map.zones.b, [
      [48, 48],
      [0, 48],
      [0, 24],
    ]);
    assert.ok(noPrimaryInAZone(map));
  });

  it('Flipping Quadrants: with the Primaries on the other diagonal the zones mirror', () => {
    const map = flankingManoeuvresMap({ width: 48, depth: 48 }, 'south', 'topLeftBottomRight');
    assert.deepEqual(map.zones.a, [
      [0, 0],
      [48, 0],
      [0, 24],
    ]);
    assert.deepEqual(
      map.objectives.filter((o) => o.role === 'primary').map((o) => o.at),
      [
        [36, 12],
        [12, 36],
      ],
    );
    assert.ok(noPrimaryInAZone(map));
    assert.ok(
      noPrimaryInAZone(
        flankingManoeuvresMap({ width: 72, depth: 48 }, 'west', 'bottomLeftTopRight'),
      ),
    );
  });

  it('Envelop the Foe: VP by Force Scale', () => {
    assert.deepEqual(ENVELOP_THE_FOE.skirmish, { bothPrimaries: 7, onePrimary: 3, secondary: 1 });
    assert.deepEqual(ENVELOP_THE_FOE.battle, { bothPrimaries: 9, onePrimary: 4, secondary: 2 });
    assert.deepEqual(ENVELOP_THE_FOE.cataclysm, { bothPrimaries: 11, onePrimary: 5, secondary: 3 });
  });

  it('in the End Phase: both Primaries at once score the "both" column instead of twice the "one" (7, not 6)', () => {
    const setup = flankingSkirmish();
    const state = opened(setup);
    touch(setup, state, 'a-rifles', [9, 18 - MARKER_RADIUS], 'south');
    touch(setup, state, 'a-tanks', [25, 18 - MARKER_RADIUS], 'south');
    touch(setup, state, 'b-rifles', [18, 22 + MARKER_RADIUS], 'north');
    const after = holdThroughTheRound(setup, state);
    assert.equal(after.round, 2);
    assert.equal(after.players.a.vp, 7);
    assert.equal(after.players.b.vp, 1);
  });

  it('one Primary scores the "one" column', () => {
    const setup = flankingSkirmish();
    const state = opened(setup);
    touch(setup, state, 'a-rifles', [25, 18 - MARKER_RADIUS], 'south');
    const events = scoreFlankingManoeuvres(setup, state);
    assert.deepEqual(
      events.map((e) => e.text),
      ['General A controls one Primary Objective: 3 VP'],
    );
  });
});
