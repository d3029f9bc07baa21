import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { annihilate } from './annihilation.js';
import type { GameState } from './state.js';
import { skirmish } from '../testing/game-fixture.js';
import { openedWithRiflesAt, withHouse } from '../testing/house-fixture.js';

const setup = withHouse(skirmish());

/** Round 1, A's rifles Garrisoning the House (rulebook p.43 Making a Garrison Action). */
function riflesGarrisoned(): GameState {
  return openedWithRiflesAt(setup, 6, [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'hold' },
    { kind: 'garrison', building: 'house' },
  ]);
}

describe('rulebook p.35 Annihilating Units', () => {
  it('rulebook p.35 Annihilating Units: a Garrisoning unit Annihilated plays no further part and no longer Garrisons its building (p.43)', () => {
    const state = riflesGarrisoned();
    const rifles = state.units['a-rifles'];
    assert.equal(rifles?.garrisoning, 'house');
    if (rifles === undefined) throw new RangeError('a-rifles');
    const events = annihilate(setup, state, rifles);
    assert.equal(rifles.annihilated, true);
    assert.equal(rifles.garrisoning, undefined);
    assert.deepEqual(rifles.models, []);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Rifles a-rifles is Annihilated: General B scores 2 VP'],
    );
    assert.equal(state.players.b.vp, 2);
  });
});
