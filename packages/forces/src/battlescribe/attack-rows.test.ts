import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assembleGrid } from './armaments-grid.js';
import { type AttackName, attackNamed, columnHeading, readAttackRow } from './attack-rows.js';
import type { ModifiedCharacteristic } from './selection.js';

function characteristics(...pairs: [string, string][]): ModifiedCharacteristic[] {
  return pairs.map(([name, value]) => ({
    name,
    typeId: name,
    value,
    undecided: [],
    unsupported: [],
  }));
}

const LIGHT: AttackName = { attack: 'ranged', targets: ['light'] };

describe('weapon profiles as rows of the Armaments Grid', () => {
  it('names: Ranged (targets), Melee, Impact; anything else is no row', () => {
    assert.deepEqual(attackNamed('Ranged (Light/Heavy)'), {
      attack: 'ranged',
      targets: ['light', 'heavy'],
    });
    assert.deepEqual(attackNamed('Ranged (Light / Aerial)'), {
      attack: 'ranged',
      targets: ['light', 'aerial'],
    });
    assert.deepEqual(attackNamed(' melee '), { attack: 'melee' });
    assert.deepEqual(attackNamed('Impact'), { attack: 'impact' });
    assert.equal(attackNamed('Ranged (Everything)'), 'unreadable');
    assert.equal(attackNamed('Special Rules'), undefined);
  });

  it('column headings as printed, with a "Models:" prefix dropped', () => {
    assert.equal(columnHeading('1-2'), '1-2');
    assert.equal(columnHeading('Models: 1 - 6'), '1-6');
    assert.equal(columnHeading('6+'), '6+');
    assert.equal(columnHeading('Models: '), undefined);
    assert.equal(columnHeading('Qualities'), undefined);
  });

  it('reads Range, dice with second values in parentheses, and Qualities', () => {
    const read = readAttackRow(
      'Melee',
      { attack: 'melee' },
      characteristics(
        ['Range', '-'],
        ['1-4', '3 (5)'],
        ['5-8', '6(10)'],
        ['9-12', '9'],
        ['Qualities', 'Shock, Devastating'],
      ),
    );
    assert.deepEqual(read.row, {
      name: 'Melee',
      kind: { attack: 'melee' },
      columns: ['1-4', '5-8', '9-12'],
      dice: [3, 6, 9],
      alternateDice: [5, 10, 9],
      qualities: ['Shock', 'Devastating'],
    });
    assert.deepEqual(read.notes, [
      'some columns have no second value in parentheses: their first value is used',
    ]);
  });

  it('a Short Range printed "-" is 0; unreadable ranges and dice make no row', () => {
    const indirect = readAttackRow(
      'Ranged (Light)',
      LIGHT,
      characteristics(['Range', '-”/18”'], ['1-2', '4'], ['Qualities', 'Indirect']),
    );
    assert.deepEqual(indirect.row?.range, { short: 0, long: 18 });
    const bad = readAttackRow(
      'Ranged (Light)',
      LIGHT,
      characteristics(['Range', 'far'], ['1-2', 'lots'], ['Qualities', '-']),
    );
    assert.equal(bad.row, undefined);
    assert.deepEqual(bad.unreadable, [
      'Range "far" cannot be read',
      'the dice "lots" under column 1-2 cannot be read',
    ]);
    assert.deepEqual(
      readAttackRow('Ranged (Light)', LIGHT, characteristics(['1-2', '4'])).unreadable,
      ['no Range'],
    );
  });
});

describe('the Armaments Grid from its rows', () => {
  const row = (name: string, kind: AttackName, columns: string[], dice: number[]) => ({
    name,
    kind,
    ...(kind.attack === 'ranged' ? { range: { short: 10, long: 20 } } : {}),
    columns,
    dice,
    qualities: [],
  });

  it("sorts a Behemoth's Damage bands from the lowest up, with their dice", () => {
    const grid = assembleGrid(
      [row('Impact', { attack: 'impact' }, ['10-11', '5-9', '0-4'], [4, 8, 12])],
      'damage',
      0,
      11,
    );
    assert.deepEqual(grid.armaments.columns, ['0-4', '5-9', '10-11']);
    assert.deepEqual(grid.armaments.rows[0]?.dice, [12, 8, 4]);
  });

  it("a unit's own row for a Target Category wins over a row for several; later twins are dropped", () => {
    const grid = assembleGrid(
      [
        row(
          'Ranged (Light/Heavy)',
          { attack: 'ranged', targets: ['light', 'heavy'] },
          ['1-2', '3-4'],
          [9, 12],
        ),
        row('Ranged (Light)', LIGHT, ['3-4', '1-2'], [6, 3]),
        row('Ranged (Light)', LIGHT, ['1-2', '3-4'], [1, 1]),
        row('Melee', { attack: 'melee' }, ['1-3', '4'], [1, 1]),
      ],
      'models',
      1,
      4,
    );
    assert.deepEqual(
      grid.armaments.rows.map((r) => [r.attack === 'ranged' ? r.target : r.attack, r.dice]),
      [
        ['light', [3, 6]],
        ['heavy', [9, 12]],
      ],
    );
    assert.equal(grid.dropped.length, 3);
    assert.match(
      grid.dropped[0] ?? '',
      /a second Ranged \(Light\) row \(from "Ranged \(Light\)", dice 1\/1\)/,
    );
    assert.match(grid.dropped[1] ?? '', /row "Melee" has columns 1-3, 4, the grid 1-2, 3-4/);
  });

  it('with no rows, one column spans the counts', () => {
    assert.deepEqual(assembleGrid([], 'models', 1, 6).armaments, {
      readsBy: 'models',
      columns: ['1-6'],
      rows: [],
    });
    assert.deepEqual(assembleGrid([], 'models', 1, 1).armaments.columns, ['1']);
  });
});
