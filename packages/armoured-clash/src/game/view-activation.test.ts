import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { Face } from '../dice/faces.js';
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

  it("rulebook pp.34-35 Destroying Models: the order of losses B gave as A's Ranged Attack waits is B's own: A sees the attack without it", () => {
    const state = faceToFace(skirmish());
    const order = ['b-rifles-3', 'b-rifles-2'];
    state.activation = {
      unit: 'a-rifles',
      step: 'attack',
      rallyFailed: false,
      moved: false,
      aimed: false,
      expiring: [],
      attacksDeclared: {
        of: 'rangedAttack',
        attacks: [{ target: 'b-rifles', targetLosses: order, rolled: [Face.strike, Face.blank] }],
      },
    };
    assert.deepEqual(playerView(state, 'b').activation, state.activation);
    assert.deepEqual(playerView(state, 'a').activation?.attacksDeclared, {
      of: 'rangedAttack',
      attacks: [{ target: 'b-rifles', rolled: [Face.strike, Face.blank] }],
    });
    // The state itself keeps the order: the view is a copy.
    assert.deepEqual(state.activation.attacksDeclared?.attacks[0]?.targetLosses, order);
  });
});
