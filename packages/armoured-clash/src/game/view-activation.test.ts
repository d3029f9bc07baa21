import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { playerView } from './view.js';

describe('playerView: the Activation as each General sees it', () => {
  it('rulebook p.22 Activation: with no Precision or Retaliation declared, both Generals see the Activation as it is', () => {
    const state = faceToFace(skirmish());
    state.activation = {
      unit: 'a-rifles',
      step: 'attack',
      rallyFailed: false,
      moved: true,
      aimed: false,
      expiring: ['suppressed'],
    };
    for (const side of ['a', 'b'] as const) {
      assert.deepEqual(playerView(state, side).activation, state.activation, side);
    }
  });
});
