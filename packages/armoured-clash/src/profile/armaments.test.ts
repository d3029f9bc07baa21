import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ArmamentsGrid, attackDiceOf } from './armaments.js';

describe('rulebook p.49 Behemoth: the Armaments Grid is read by Damage suffered', () => {
  // The example grid printed beside the Behemoth rule: Damage columns 5-6, 3-4, 0-2.
  const grid: ArmamentsGrid = {
    readsBy: 'damage',
    columns: [
      { from: 5, to: 6 },
      { from: 3, to: 4 },
      { from: 0, to: 2 },
    ],
  };
  const rangedLight = { dice: [6, 10, 14] };
  const impact = { dice: [3, 5, 7] };

  it('an undamaged Behemoth rolls the 0-2 column, a battered one fewer dice', () => {
    assert.deepEqual(attackDiceOf(grid, rangedLight, { models: 1, damage: 0 }), { dice: 14 });
    assert.deepEqual(attackDiceOf(grid, rangedLight, { models: 1, damage: 3 }), { dice: 10 });
    assert.deepEqual(attackDiceOf(grid, impact, { models: 1, damage: 6 }), { dice: 3 });
  });

  it('a Damage count outside every column is an error naming the count', () => {
    assert.throws(
      () => attackDiceOf(grid, impact, { models: 1, damage: 7 }),
      /no column for 7 damage/,
    );
  });
});

describe('rulebook p.13 Armaments Grid: one column per number of attacking models', () => {
  const grid: ArmamentsGrid = {
    readsBy: 'models',
    columns: [
      { from: 1, to: 1 },
      { from: 2, to: 2 },
      { from: 3, to: 3 },
    ],
  };
  it('reads the column of the current model count, with its value in parentheses', () => {
    const row = { dice: [2, 4, 6], alternateDice: [3, 6, 9] };
    assert.deepEqual(attackDiceOf(grid, row, { models: 2, damage: 0 }), {
      dice: 4,
      alternateDice: 6,
    });
  });
});
