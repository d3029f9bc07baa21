import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forwardChoice, forwardUnitsOffered } from './forward-choice.js';
import type { Decision } from './game-types.js';

/** Stage `forward` as the engine offers it: every subset of the General's units with Forward. */
const FORWARD: Decision = {
  index: 0,
  player: 'a',
  prompt: 'Choose any number of your units with Forward to deploy first',
  options: [
    { kind: 'chooseForward', units: [] },
    { kind: 'chooseForward', units: ['a-rifles'] },
    { kind: 'chooseForward', units: ['a-tanks'] },
    { kind: 'chooseForward', units: ['a-rifles', 'a-tanks'] },
  ],
};

describe('glossary: Forward: the choice of Forward units on the Play page', () => {
  it('glossary: Forward: the units offered are every unit of the subsets listed, in order; another decision has none', () => {
    assert.deepEqual(forwardUnitsOffered(FORWARD), ['a-rifles', 'a-tanks']);
    assert.equal(
      forwardUnitsOffered({ ...FORWARD, options: [{ kind: 'giveInitiative', to: 'a' }] }),
      undefined,
    );
    assert.equal(forwardUnitsOffered({ ...FORWARD, options: [] }), undefined);
  });

  it('glossary: Forward: "any number of their units": the units ticked, in the order offered, or none', () => {
    assert.deepEqual(forwardChoice(['a-rifles', 'a-tanks'], new Set(['a-tanks', 'a-rifles'])), {
      kind: 'chooseForward',
      units: ['a-rifles', 'a-tanks'],
    });
    assert.deepEqual(forwardChoice(['a-rifles', 'a-tanks'], new Set()), {
      kind: 'chooseForward',
      units: [],
    });
  });
});
