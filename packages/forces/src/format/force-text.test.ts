import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveForce } from '../force-list/resolve-force.js';
import { forceListSchema } from '../force-list/force-list-schema.js';
import { forceList, testland, unit } from '../testing/orbat-fixture.js';
import { forceText } from './force-text.js';

describe('rulebook p.56 Writing a Force List: each unit, its level and Points Value, and its Battlegroup', () => {
  it('prints battlegroups with their units and totals, as Generals exchange lists', () => {
    const json = forceList(
      'battle',
      [
        [
          'main',
          [
            unit('command-platoon', 'reinforced'),
            unit('carriers', 'basic', { tag: 't1' }),
            unit('rifle-platoon', 'basic', { embarkedOn: 't1', notes: 'first wave' }),
          ],
        ],
        ['armour', [unit('command-tank'), unit('ghost-tanks')]],
      ],
      { name: 'Test Force', notes: 'For the test.' },
    );
    Object.assign(json.battlegroups[0] ?? {}, { name: '1st Foot' });
    const { force } = resolveForce(forceListSchema.parse(json), [testland()]);
    assert.equal(
      forceText(force, 'NOT valid: 1 error.'),
      [
        'Test Force',
        'Testland — Battle — 260 / 2000 points',
        'SAMPLE ORBAT: placeholder values, not the official Testland ORBAT',
        '',
        '1st Foot — Main Battlegroup — 180 pts',
        '  Command Platoon  Reinforced  8 models  90 pts  Commander',
        '  Carriers         Basic       2 models  50 pts  [t1]',
        '  Rifle Platoon    Basic       4 models  40 pts  Embarked on [t1]  — first wave',
        '',
        'Armoured Auxiliary — 80 pts',
        '  Command Tank     Basic        1 model  80 pts  Commander',
        '  ghost-tanks      Basic              ?       ?  (not in the ORBAT)',
        '',
        'Total: 260 / 2000 points, 5 units in 2 battlegroups, Victory Points Rating 5',
        'NOT valid: 1 error.',
        'Notes: For the test.',
      ].join('\n'),
    );
  });
});
