import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import { MARKER_RADIUS, holdThroughTheRound, opened, touch } from '../../testing/clash-fixture.js';
import type { GameSetup } from '../army.js';
import { copyState } from '../copy-state.js';
import {
  TAKE_AND_HOLD,
  lordOfTheManorMap,
  scoreLordOfTheManor,
  secondaryObjectiveOf,
} from './lord-of-the-manor.js';

/** The skirmish (zones: A's to y = 10, B's from y = 26) with the manor in the centre, 4" square. */
function manorSkirmish(): GameSetup {
  const setup = skirmish();
  const { manor } = lordOfTheManorMap(setup.battlefield, 'south');
  return {
    ...setup,
    terrain: [...setup.terrain, manor],
    clash: 'lordOfTheManor',
    objectives: [
      { id: 'primary', at: [18, 18], role: 'primary', building: 'manor' },
      { id: 'secondary-a', at: [30, 26], role: 'secondary' },
      { id: 'secondary-b', at: [6, 10], role: 'secondary' },
    ],
  };
}

describe('rulebook p.61 Clash 3: Lord of the Manor', () => {
  it('a Defensible Building in the centre with the Primary on it; Secondaries and zones as placeholders', () => {
    const map = lordOfTheManorMap({ width: 48, depth: 48 }, 'south');
    assert.deepEqual(map.manor.area, {
      rectangle: { centre: [24, 24], width: 4, depth: 4, facing: 0 },
    });
    assert.deepEqual(map.manor.defensible, {});
    assert.deepEqual(map.manor.features, ['blocking']);
    // PLACEHOLDER (the map is not in our texts): zones as in Pitched Battle, each
    // Secondary on the front edge of a zone; the whole map turns into itself under a half turn.
    assert.deepEqual(map.zones.a, [
      [0, 0],
      [48, 0],
      [48, 12],
      [0, 12],
    ]);
    assert.deepEqual(
      map.objectives.map((o) => [o.id, o.at, o.role, o.building]),
      [
        ['primary', [24, 24], 'primary', 'manor'],
        ['secondary-a', [12, 36], 'secondary', undefined],
        ['secondary-b', [36, 12], 'secondary', undefined],
      ],
    );
  });

  it('a Secondary is the Secondary Objective of the General whose Deployment Zone it does not touch', () => {
    const map = lordOfTheManorMap({ width: 48, depth: 48 }, 'south');
    const setup = skirmish();
    const onMap: GameSetup = {
      ...setup,
      battlefield: { width: 48, depth: 48 },
      generals: {
        a: { ...setup.generals.a, zone: map.zones.a },
        b: { ...setup.generals.b, zone: map.zones.b },
      },
    };
    const [, a, b] = map.objectives;
    assert.deepEqual(a === undefined ? [] : secondaryObjectiveOf(onMap, a), ['a']);
    assert.deepEqual(b === undefined ? [] : secondaryObjectiveOf(onMap, b), ['b']);
  });

  it('Take and Hold: the Primary scores more each Round; a Secondary scores a fixed amount', () => {
    assert.deepEqual(TAKE_AND_HOLD.skirmish, { primary: [2, 4, 6, 8, 10], secondary: 3 });
    assert.deepEqual(TAKE_AND_HOLD.battle, { primary: [3, 6, 9, 12, 15], secondary: 4 });
    assert.deepEqual(TAKE_AND_HOLD.cataclysm, { primary: [4, 8, 12, 16, 20], secondary: 5 });
  });

  it('in the End Phase: a unit in contact with the building controls the Primary (rulebook p.45); B holds its Secondary', () => {
    const setup = manorSkirmish();
    const state = opened(setup);
    // The manor's south face is at y = 16.
    touch(setup, state, 'a-rifles', [18, 16], 'south');
    touch(setup, state, 'b-rifles', [6, 10 + MARKER_RADIUS], 'north');
    const after = holdThroughTheRound(setup, state);
    assert.equal(after.round, 2);
    assert.equal(after.players.a.vp, 2);
    assert.equal(after.players.b.vp, 3);
    // In Round 4 the Primary is worth 8.
    const later = { ...copyState(after), round: 4 };
    scoreLordOfTheManor(setup, later);
    assert.equal(later.players.a.vp, 2 + 8);
  });

  it("only a General's own Secondary scores for them; an enemy in contact with the building contests the Primary", () => {
    const setup = manorSkirmish();
    const state = opened(setup);
    touch(setup, state, 'a-rifles', [6, 10 - MARKER_RADIUS], 'south');
    touch(setup, state, 'b-rifles', [18, 20], 'north');
    touch(setup, state, 'a-tanks', [18 + 1.5, 16], 'south');
    assert.deepEqual(scoreLordOfTheManor(setup, state), []);
    touch(setup, state, 'a-rifles', [30, 26 - MARKER_RADIUS], 'south');
    const events = scoreLordOfTheManor(setup, state);
    assert.deepEqual(
      events.map((e) => e.text),
      ['General A controls their Secondary Objective (secondary-a): 3 VP'],
    );
  });
});
