import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dependsOnText, makesAttacksInTurn } from './attacks-in-turn.js';

// The attacks a choice makes, in order, are the server's (games/attacks-in-turn.ts, from the engine's attacksInTurnOf).
describe('the Play page weighs each attack of a choice that makes several', () => {
  it('glossary: All-Out Attack (X), Fields of Fire: their choices are weighed attack by attack; a single Ranged Attack by the single attack panel', () => {
    assert.equal(makesAttacksInTurn({ kind: 'allOutAttack', targets: ['b-rifles'] }), true);
    assert.equal(
      makesAttacksInTurn({ kind: 'fieldsOfFire', targets: ['b-rifles', 'b-tanks'] }),
      true,
    );
    assert.equal(makesAttacksInTurn({ kind: 'rangedAttack', target: 'b-rifles' }), false);
  });

  it('glossary: All-Out Attack (X) after a Charge, Fields of Fire: an attack whose odds depend on the one before it says why in words', () => {
    assert.match(
      dependsOnText('closeQuartersFirst'),
      /^No odds yet: depends on the attack before it \(the Close Quarters Combat/,
    );
    assert.match(
      dependsOnText('sameTarget'),
      /^No odds yet: depends on the attack before it \(the same unit/,
    );
  });
});
