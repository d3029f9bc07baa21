import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import { MARKER_RADIUS, holdThroughTheRound, opened, touch } from '../../testing/clash-fixture.js';
import type { GameSetup } from '../army.js';
import { SECURE_THE_FIELD, pitchedBattleMap } from './pitched-battle.js';

describe('rulebook p.59 Clash 1: Pitched Battle', () => {
  it('zones run from each Rear Edge to 12" from the midway line; three markers on the midway line', () => {
    const map = pitchedBattleMap({ width: 48, depth: 48 }, 'south');
    assert.deepEqual(map.zones.a, [
      [0, 0],
      [48, 0],
      [48, 12],
      [0, 12],
    ]);
    assert.deepEqual(map.zones.b, [
      [0, 36],
      [48, 36],
      [48, 48],
      [0, 48],
    ]);
    assert.deepEqual(
      map.objectives.map((o) => [o.id, o.at]),
      [
        ['west', [12, 24]],
        ['centre', [24, 24]],
        ['east', [36, 24]],
      ],
    );
  });

  it('with Rear Edges west and east the map turns: zones along them, markers on the north-south midway line', () => {
    const map = pitchedBattleMap({ width: 72, depth: 48 }, 'west');
    assert.deepEqual(map.rearEdges, { a: 'west', b: 'east' });
    const xs = (zone: readonly (readonly [number, number])[]) => zone.map(([x]) => x);
    assert.deepEqual([Math.min(...xs(map.zones.a)), Math.max(...xs(map.zones.a))], [0, 24]);
    assert.deepEqual([Math.min(...xs(map.zones.b)), Math.max(...xs(map.zones.b))], [48, 72]);
    assert.deepEqual(
      map.objectives.map((o) => [o.id, o.at]),
      [
        ['north', [36, 36]],
        ['centre', [36, 24]],
        ['south', [36, 12]],
      ],
    );
  });

  it('Secure the Field: each controlled marker scores in the End Phase (Skirmish: 6 VP in Rounds 1-4)', () => {
    assert.deepEqual(SECURE_THE_FIELD.skirmish, { rounds1to4: 6, round5: 14 });
    assert.deepEqual(SECURE_THE_FIELD.battle, { rounds1to4: 9, round5: 20 });
    assert.deepEqual(SECURE_THE_FIELD.cataclysm, { rounds1to4: 12, round5: 26 });
    const setup: GameSetup = {
      ...skirmish(),
      clash: 'pitchedBattle',
      objectives: [{ id: 'centre', at: [18, 18] }],
    };
    const state = opened(setup);
    touch(setup, state, 'a-rifles', [18, 18 - MARKER_RADIUS], 'south');
    const after = holdThroughTheRound(setup, state);
    assert.equal(after.round, 2);
    assert.equal(after.players.a.vp, 6);
    assert.equal(after.players.b.vp, 0);
  });
});
