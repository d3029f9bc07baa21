import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allOutAttack } from '../rules/entries/outside-the-attack.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { allOutAttacks } from './all-out-attack.js';

const UNIT = 'a-tanks';
const ATTACKS = 3;

describe('game step attacksInAttackStep (game/all-out-attack.ts)', () => {
  it('glossary: All-Out Attack (X): up to X attacks in the Attack Step; 0 without the rule', () => {
    const setup = skirmishWith({ [UNIT]: { rules: [{ name: 'All-Out Attack', x: ATTACKS }] } });
    assert.equal(allOutAttacks(setup, UNIT), ATTACKS);
    assert.equal(allOutAttack.inGame?.attacksInAttackStep?.(0, ATTACKS), ATTACKS);
    assert.equal(allOutAttacks(skirmishWith({}), UNIT), 0);
  });
});
