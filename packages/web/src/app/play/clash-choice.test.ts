import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clashesOffered } from './clash-choice-panel.js';
import type { Decision } from './game-types.js';

/** Stage `clash` as the engine offers it to the winner of the card draw. */
const CLASH: Decision = {
  index: 0,
  player: 'b',
  prompt:
    'You drew the highest card (8 against 11): choose the Clash (rulebook p.56 Select a Clash)',
  options: [
    { kind: 'chooseClash', clash: 'pitchedBattle' },
    { kind: 'chooseClash', clash: 'supplyDrop' },
  ],
};

describe('rulebook p.56 Select a Clash: the choice of the Clash on the Play page', () => {
  it('rulebook p.56 Select a Clash: the Clashes offered are those the decision lists, in order; another decision offers none', () => {
    assert.deepEqual(clashesOffered(CLASH), ['pitchedBattle', 'supplyDrop']);
    assert.equal(
      clashesOffered({ ...CLASH, options: [{ kind: 'chooseGeneral', general: 'A' }] }),
      undefined,
    );
    assert.equal(clashesOffered({ ...CLASH, options: [] }), undefined);
  });
});
