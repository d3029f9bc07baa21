import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attacksInTurn, dependsOnText, makesAttacksInTurn } from './attacks-in-turn.js';
import type { Choice } from './game-types.js';

const ATTACKER = 'a-tanks';
const CARD = 7;

/** Two models a unit: `<unit>#1`, `<unit>#2`. */
const modelsOf = (unit: string) => [`${unit}#1`, `${unit}#2`];
/** The attacks of a choice by the unit `ATTACKER`, not after a Charge unless `chargeTarget` says so. */
const madeBy = (chargeTarget?: string, closeQuartersPrecise = false) => ({
  attacker: ATTACKER,
  chargeTarget,
  modelsOf,
  closeQuartersPrecise,
});

describe('the Play page weighs each attack of a choice that makes several', () => {
  it('glossary: All-Out Attack (X): one Ranged Attack per target, in the order given, the Command counted with its attack alone', () => {
    const choice: Choice = {
      kind: 'allOutAttack',
      targets: ['b-rifles', 'b-tanks'],
      command: CARD,
      commandAgainst: 'b-tanks',
    };
    assert.equal(makesAttacksInTurn(choice), true);
    assert.deepEqual(attacksInTurn(choice, madeBy()), [
      {
        attacker: ATTACKER,
        target: 'b-rifles',
        attack: 'ranged',
        alone: { kind: 'rangedAttack', target: 'b-rifles' },
      },
      {
        attacker: ATTACKER,
        target: 'b-tanks',
        attack: 'ranged',
        alone: { kind: 'rangedAttack', target: 'b-tanks', command: CARD },
      },
    ]);
  });

  it('glossary: All-Out Attack (X): after a Charge the Close Quarters Attack first; the Ranged Attacks after it depend on it', () => {
    const choice: Choice = { kind: 'allOutAttack', targets: ['b-tanks'] };
    const attacks = attacksInTurn(choice, madeBy('b-rifles'));
    assert.deepEqual(attacks, [
      {
        attacker: ATTACKER,
        target: 'b-rifles',
        attack: 'closeQuarters',
        alone: { kind: 'closeQuartersAttack' },
      },
      {
        attacker: ATTACKER,
        target: 'b-tanks',
        attack: 'ranged',
        alone: { kind: 'rangedAttack', target: 'b-tanks' },
        dependsOn: 'closeQuartersFirst',
      },
    ]);
    assert.match(
      dependsOnText('closeQuartersFirst'),
      /^No odds yet: depends on the attack before it/,
    );
  });

  it('glossary: Precision, All-Out Attack (X): each attack takes the picks among its own target’s models, in order; after a Charge the Charge target’s go to the Close Quarters Attack when its row has Precision', () => {
    const choice: Choice = {
      kind: 'allOutAttack',
      targets: ['b-rifles', 'b-tanks'],
      precision: ['b-tanks#2', 'b-rifles#1', 'b-tanks#1'],
    };
    assert.deepEqual(
      attacksInTurn(choice, madeBy()).map((a) => a.alone),
      [
        { kind: 'rangedAttack', target: 'b-rifles', precision: ['b-rifles#1'] },
        { kind: 'rangedAttack', target: 'b-tanks', precision: ['b-tanks#2', 'b-tanks#1'] },
      ],
    );
    const charged: Choice = {
      kind: 'allOutAttack',
      targets: ['b-tanks'],
      precision: ['b-rifles#2'],
    };
    assert.deepEqual(
      attacksInTurn(charged, madeBy('b-rifles', true)).map((a) => a.alone),
      [
        { kind: 'closeQuartersAttack', precision: ['b-rifles#2'] },
        { kind: 'rangedAttack', target: 'b-tanks' },
      ],
    );
    assert.deepEqual(attacksInTurn(charged, madeBy('b-rifles', false))[0]?.alone, {
      kind: 'closeQuartersAttack',
    });
  });

  it('glossary: Fields of Fire: the attack made twice, one block per target; the same unit twice depends on the attack before it', () => {
    const pair: Choice = { kind: 'fieldsOfFire', targets: ['b-rifles', 'b-tanks'] };
    assert.equal(makesAttacksInTurn(pair), true);
    assert.deepEqual(
      attacksInTurn(pair, madeBy()).map((a) => [a.target, a.dependsOn]),
      [
        ['b-rifles', undefined],
        ['b-tanks', undefined],
      ],
    );
    const twice: Choice = { kind: 'fieldsOfFire', targets: ['b-rifles', 'b-rifles'] };
    assert.deepEqual(
      attacksInTurn(twice, madeBy()).map((a) => a.dependsOn),
      [undefined, 'sameTarget'],
    );
    assert.match(dependsOnText('sameTarget'), /depends on the attack before it/);
  });

  it('a single Ranged Attack is weighed by the single attack panel', () => {
    assert.equal(makesAttacksInTurn({ kind: 'rangedAttack', target: 'b-rifles' }), false);
  });
});
