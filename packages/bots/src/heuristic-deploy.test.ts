import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialState, playerView } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { deployChoice } from './heuristic-moves.js';

/** The skirmish without its wood: the battlefield turns into itself under a half turn about its centre. */
function bareSkirmish(): ReturnType<typeof skirmish> {
  return { ...skirmish(), terrain: [] };
}

describe('the heuristic bot deploys alike in either zone', () => {
  it('rulebook p.57 Deploy Forces: on a battlefield that turns into itself, General B deploys at the half turn of where General A does', () => {
    const setup = bareSkirmish();
    const state = initialState(setup, 1);
    const { width, depth } = setup.battlefield;
    const a = deployChoice(setup, playerView(state, 'a'), ['a-rifles'], setup.generals.a.zone);
    const b = deployChoice(setup, playerView(state, 'b'), ['b-rifles'], setup.generals.b.zone);
    assert.equal(a?.kind, 'deploy');
    assert.equal(b?.kind, 'deploy');
    if (a?.kind !== 'deploy' || b?.kind !== 'deploy') return;
    assert.deepEqual(a.at, [17, 8]);
    assert.deepEqual(b.at, [width - a.at[0], depth - a.at[1]]);
    assert.deepEqual([a.facing, b.facing], [90, -90]);
  });
});
