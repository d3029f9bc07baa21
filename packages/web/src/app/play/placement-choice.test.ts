import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Constraint } from './game-types.js';
import { choiceFor } from './placement-choice.js';

/** A chosen Forward unit's Deployment: the pool of two dice (glossary: Forward). */
const FORWARD_DEPLOY: Constraint = {
  kind: 'deploy',
  units: ['a-rifles'],
  zone: [
    [0, 0],
    [36, 0],
    [36, 10],
    [0, 10],
  ],
  forwardPool: ['miss', 'heroicStrike'],
};
const FORM = { unit: 'a-rifles', target: '', card: undefined, via: [] };

describe('the Play page: the choice a placement makes', () => {
  it('glossary: Forward: a Forward unit is deployed with the die chosen from its pool, else the first die left', () => {
    assert.deepEqual(
      choiceFor(FORWARD_DEPLOY, [10, 14], 90, { ...FORM, forwardDie: 'heroicStrike' }),
      { kind: 'deploy', unit: 'a-rifles', at: [10, 14], facing: 90, forwardDie: 'heroicStrike' },
    );
    assert.deepEqual(choiceFor(FORWARD_DEPLOY, [10, 14], 90, FORM), {
      kind: 'deploy',
      unit: 'a-rifles',
      at: [10, 14],
      facing: 90,
      forwardDie: 'miss',
    });
  });

  it('rulebook p.57 Deploy Forces: without a Forward Pool a deployment carries no die, even one left in the form', () => {
    const plain: Constraint = {
      kind: 'deploy',
      units: ['a-rifles'],
      zone: FORWARD_DEPLOY.zone ?? [],
    };
    assert.deepEqual(choiceFor(plain, [10, 5], 90, { ...FORM, forwardDie: 'miss' }), {
      kind: 'deploy',
      unit: 'a-rifles',
      at: [10, 5],
      facing: 90,
    });
  });

  it('glossary: Vanguard (X"), rulebook p.16 Moving a Unit: a free Advance carries its legs (via), as an Advance does', () => {
    const vanguard: Constraint = { kind: 'vanguardAdvance', unit: 'a-rifles', limit: 5 };
    assert.deepEqual(choiceFor(vanguard, [11.5, 10], 90, { ...FORM, via: [[10, 9]] }), {
      kind: 'vanguardAdvance',
      unit: 'a-rifles',
      at: [11.5, 10],
      facing: 90,
      via: [[10, 9]],
    });
    assert.deepEqual(choiceFor(vanguard, [10, 11], 90, FORM), {
      kind: 'vanguardAdvance',
      unit: 'a-rifles',
      at: [10, 11],
      facing: 90,
    });
  });
});
