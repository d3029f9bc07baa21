import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { OBJECTIVE_MARKER_DIAMETER } from '../battlefield/objectives.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { SECURE_THE_FIELD, pitchedBattleMap } from './clash.js';
import { RECORD_FORMAT, replay } from './record.js';

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
      map.objectives.map((o) => o.at),
      [
        [12, 24],
        [24, 24],
        [36, 24],
      ],
    );
  });

  it('Secure the Field: each controlled marker scores in the End Phase (Skirmish: 6 VP in Rounds 1-4)', () => {
    assert.deepEqual(SECURE_THE_FIELD.battle, { rounds1to4: 9, round5: 20 });
    const setup: GameSetup = {
      ...skirmish(),
      clash: 'pitchedBattle',
      objectives: [{ id: 'centre', at: [18, 18] }],
    };
    const opening = OPENING_CHOICES;
    let state = replay({ format: RECORD_FORMAT, setup, seed: 1, choices: opening }).state;
    // Put A's riflemen in contact with the centre marker (its edge is 0.984" from the centre).
    const rifles = state.units['a-rifles'];
    if (rifles === undefined) assert.fail('no rifles');
    const dy = 18 - 0.5 - OBJECTIVE_MARKER_DIAMETER / 2 - (rifles.models[0]?.y ?? 0);
    rifles.models = rifles.models.map((m) => ({ ...m, y: m.y + dy, x: m.x + 8 }));
    for (const unit of ['a-rifles', 'b-rifles', 'a-tanks', 'b-tanks']) {
      for (const choice of [
        { kind: 'activate', unit },
        { kind: 'hold' },
        { kind: 'hold' },
      ] as Choice[]) {
        state = applyChoice(setup, state, choice).state;
      }
    }
    assert.equal(state.round, 2);
    assert.equal(state.players.a.vp, 6);
    assert.equal(state.players.b.vp, 0);
  });
});
