import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generalName, generalTitle, initiativeWords, sidesByGeneral } from './general-name.js';

describe('rulebook p.57 Deploy Forces: which General each side is, in words', () => {
  it('rulebook p.57: without a card draw side a is General A, side b General B', () => {
    assert.equal(generalName(undefined, 'a'), 'General A');
    assert.equal(generalName(undefined, 'b'), 'General B');
    assert.deepEqual(sidesByGeneral(undefined), ['a', 'b']);
  });

  it('rulebook p.57: before the winner of the draw decides, the first and the second force', () => {
    assert.equal(generalName({}, 'a'), 'the first force');
    assert.equal(generalTitle({}, 'b'), 'The second force');
    assert.deepEqual(sidesByGeneral({}), ['a', 'b']);
  });

  it('rulebook p.57: once the draw makes side b General A, side b is General A and comes first', () => {
    assert.equal(generalName({ generalA: 'b' }, 'b'), 'General A');
    assert.equal(generalTitle({ generalA: 'b' }, 'a'), 'General B');
    assert.deepEqual(sidesByGeneral({ generalA: 'b' }), ['b', 'a']);
  });
});

describe('rulebook p.57 Deploy Forces: who has the Initiative, in words', () => {
  it('rulebook p.57: nobody’s while the forces deploy, until the General who finished first chooses', () => {
    assert.equal(
      initiativeWords({ stage: 'deployment', initiative: 'a' }),
      'not yet given (rulebook p.57: the General who finishes deploying first chooses)',
    );
    assert.match(initiativeWords({ stage: 'chooseInitiative', initiative: 'a' }), /^not yet given/);
  });

  it('rulebook p.20: once given, the General who has it, as the draw made them', () => {
    assert.equal(initiativeWords({ stage: 'activation', initiative: 'a' }), 'General A');
    assert.equal(
      initiativeWords({ stage: 'activation', initiative: 'a', generals: { generalA: 'b' } }),
      'General B',
    );
  });
});
