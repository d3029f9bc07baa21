import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveForce } from '../force-list/resolve-force.js';
import { forceListSchema } from '../force-list/force-list-schema.js';
import { towland } from '../testing/nominations-fixture.js';
import { forceList, testland, unit } from '../testing/orbat-fixture.js';
import { forceText } from './force-text.js';
import { parseForceText } from './parse-force-text.js';

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

  it('glossary: Tow, Parent Unit (X): the nominations are remarks, Towed by [TAG] and Attached to [TAG], and read back', () => {
    const list = forceListSchema.parse(
      forceList('cataclysm', [
        [
          'main',
          [
            unit('command-platoon'),
            unit('tow-tractors', 'basic', { tag: 'tow' }),
            unit('guns', 'basic', { towedBy: 'tow' }),
            unit('rifle-platoon', 'basic', { attachedTo: 'tow' }),
          ],
        ],
      ]),
    );
    const text = forceText(resolveForce(list, towland()).force, 'Valid.');
    assert.deepEqual(text.split('\n').slice(3, 8), [
      'Main Battlegroup — 140 pts',
      '  Command Platoon  Basic  4 models  50 pts  Commander',
      '  Tow Tractors     Basic   1 model  20 pts  [tow]',
      '  Guns             Basic   1 model  30 pts  Towed by [tow]',
      '  Rifle Platoon    Basic  4 models  40 pts  Attached to [tow]',
    ]);
    const units = parseForceText(text, towland(), 'list.txt').forceList?.battlegroups[0]?.units;
    assert.deepEqual(
      units?.map((u) => [u.towedBy, u.attachedTo]),
      [
        [undefined, undefined],
        [undefined, undefined],
        ['tow', undefined],
        [undefined, 'tow'],
      ],
    );
  });
});
