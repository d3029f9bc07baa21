import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UNIT_TYPES } from '@warroom/armoured-clash';
import { formationOf } from './formation.js';

describe('the Formation of an imported profile', () => {
  it('rulebook p.14: Infantry, Cavalry and Field Guns fight in Close Formation; Armour, Artillery, Rotorcraft and the rest in Open', () => {
    assert.deepEqual(
      UNIT_TYPES.map((type) => [type, formationOf(type, [])]),
      [
        ['infantry', 'close'],
        ['cavalry', 'close'],
        ['fieldGun', 'close'],
        ['armour', 'open'],
        ['artillery', 'open'],
        ['rotorcraft', 'open'],
        ['aircraft', 'open'],
        ['fortification', 'open'],
      ],
    );
  });

  it('glossary: Irregular — Open Formation regardless of Unit Type; glossary: Lockstep — Close', () => {
    assert.equal(formationOf('infantry', ['Bulky', 'Irregular', 'Soar (10")']), 'open');
    assert.equal(formationOf('armour', ['Lockstep']), 'close');
    assert.equal(formationOf('cavalry', ['irregular']), 'open');
  });
});
