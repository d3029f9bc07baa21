import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DataError } from '@warroom/armoured-clash';
import { SAMPLE_ORBATS_DIR, loadOrbatDirectory, readJsonFile } from '../files/load-files.js';
import { type ForceList, forceListSchema } from '../force-list/force-list-schema.js';
import { resolveForce } from '../force-list/resolve-force.js';
import type { Orbat } from '../orbat/orbat.js';
import { canonicalForceList } from '../testing/canonical-force-list.js';
import { forceList, testland, unit } from '../testing/orbat-fixture.js';
import { validateForceList } from '../validate/validate.js';
import { forceText } from './force-text.js';
import { parseForceText } from './parse-force-text.js';

const SAMPLES = loadOrbatDirectory(SAMPLE_ORBATS_DIR).map((l) => l.orbat);
const TESTLAND = [testland()];
const FORCES_DIR = new URL('../../../../data/forces/', import.meta.url);

function sampleList(name: string): ForceList {
  return forceListSchema.parse(readJsonFile(fileURLToPath(new URL(name, FORCES_DIR))));
}

function print(list: ForceList, orbats: readonly Orbat[]): string {
  return forceText(resolveForce(list, orbats).force, 'Valid (rulebook p.56).');
}

function testlandList(json: Record<string, unknown>): ForceList {
  return forceListSchema.parse(json);
}

/** The messages of the DataError that parsing the text throws. */
function errorsOf(text: string, orbats: readonly Orbat[] = TESTLAND): string[] {
  try {
    parseForceText(text, orbats, 'list.txt');
  } catch (error) {
    assert.ok(error instanceof DataError);
    return error.message.split('\n');
  }
  return assert.fail('the text was read without an error');
}

/** A printed Testland list with two battlegroups, its lines numbered from 1. */
const PRINTED = [
  'Test Force', //                                                    1
  'Testland — Battle — 280 / 2000 points', //                         2
  'SAMPLE ORBAT: placeholder values, not the official Testland ORBAT', // 3
  '', //                                                              4
  '1st Foot — Main Battlegroup — 200 pts', //                         5
  '  Command Platoon  Reinforced  8 models  90 pts  Commander', //    6
  '  Carriers         Basic       2 models  50 pts  [t1]', //         7
  '  Ogre Platoon     Basic       3 models  60 pts  Embarked on [t1]  — first wave', // 8
  '  Notes: Holds the crossroads.', //                                9
  '', //                                                              10
  'Armoured Auxiliary — 80 pts', //                                   11
  '  Command Tank     Basic        1 model  80 pts  Commander', //    12
  '', //                                                              13
  'Total: 280 / 2000 points, 4 units in 2 battlegroups, Victory Points Rating 5', // 14
  'Valid (rulebook p.56).', //                                        15
  'Notes: For the test.', //                                          16
];

function replaced(at: number, line: string): string {
  return PRINTED.map((l, i) => (i + 1 === at ? line : l)).join('\n');
}

describe('rulebook p.56 Writing a Force List: the printed list reads back', () => {
  for (const file of [
    'crown-skirmish.json',
    'crown-battle.json',
    'crown-cataclysm.json',
    'imperium-skirmish.json',
    'imperium-battle.json',
    'imperium-cataclysm.json',
  ]) {
    it(`rulebook p.56: data/forces/${file} printed then parsed is the same list, units and battlegroups by ORBAT id`, () => {
      const list = sampleList(file);
      const { forceList: read, warnings } = parseForceText(print(list, SAMPLES), SAMPLES, file);
      assert.deepEqual(warnings, []);
      assert.deepEqual(read, canonicalForceList(list, SAMPLES));
      // The sample lists write every unit's points and their Points Limit: only names become ids.
      const { force } = resolveForce(list, SAMPLES);
      assert.deepEqual(read, {
        ...list,
        battlegroups: force.battlegroups.map((b) => ({
          ...b.listed,
          battlegroup: b.definition?.id,
          units: b.units.map((u) => ({ ...u.listed, unit: u.profile?.id })),
        })),
      });
      assert.deepEqual(validateForceList(read, SAMPLES), validateForceList(list, SAMPLES));
      assert.equal(print(read, SAMPLES), print(list, SAMPLES));
    });
  }

  it('rulebook p.56: reads name, faction, Force Scale, Points Limit, battlegroups, levels, tags, embarkations and notes', () => {
    const { forceList: read, warnings } = parseForceText(PRINTED.join('\n'), TESTLAND);
    assert.deepEqual(warnings, []);
    const json = forceList(
      'battle',
      [
        [
          'main',
          [
            unit('command-platoon', 'reinforced', { points: 90 }),
            unit('carriers', 'basic', { tag: 't1', points: 50 }),
            unit('ogre-platoon', 'basic', { embarkedOn: 't1', points: 60, notes: 'first wave' }),
          ],
        ],
        ['armour', [unit('command-tank', 'basic', { points: 80 })]],
      ],
      { name: 'Test Force', pointsLimit: 2000, notes: 'For the test.' },
    );
    Object.assign(json.battlegroups[0] ?? {}, { name: '1st Foot', notes: 'Holds the crossroads.' });
    assert.deepEqual(read, testlandList(json));
  });

  it('rulebook p.56: names, notes and refs the ORBAT lacks survive: line breaks, U+2028, dashes, backslashes, odd points', () => {
    const json = forceList(
      'cataclysm',
      [
        [
          'main',
          [
            unit('command-platoon', 'fullStrength', { notes: 'two\nlines — and C:\\notes' }),
            unit('ghost-platoon', 'reinforced', { points: 75, tag: 'g' }),
            unit('guns', 'fullStrength', { points: 99, loadedOn: 'g' }),
            unit('rifle-platoon', 'basic', { points: 41 }),
          ],
        ],
        ['phantom-battlegroup', []],
      ],
      { name: 'A — B\nC', notes: '\\ends\u2028here' },
    );
    Object.assign(json.battlegroups[0] ?? {}, { name: 'Left — Flank', notes: 'x\r\ny' });
    Object.assign(json.battlegroups[1] ?? {}, { name: 'Left — Flank' });
    const list = testlandList(json);
    const text = print(list, TESTLAND);
    assert.match(text, /^A — B\\nC\nTestland — Cataclysm — /);
    assert.match(text, /\n {2}Guns +Full-Strength +\? +\? +Loaded on \[g\] +listed at 99 pts\n/);
    assert.match(text, /\n {2}Rifle Platoon +Basic +4 models +40 pts +listed at 41 pts\n/);
    assert.match(text, /\nLeft — Flank — phantom-battlegroup \(not in the ORBAT\) — 0 pts\n/);
    const { forceList: read, warnings } = parseForceText(text, TESTLAND);
    assert.deepEqual(read, canonicalForceList(list, TESTLAND));
    assert.deepEqual(
      warnings.map((w) => `${w.line}: ${w.message}`),
      [
        '7: the Testland ORBAT has no unit "ghost-platoon": kept as the text names it',
        '8: Guns has no Full-Strength level in the ORBAT',
        '12: the Testland ORBAT has no battlegroup "phantom-battlegroup": kept as the text names it',
      ],
    );
  });

  it('a list whose faction has no ORBAT keeps every name as written, with one warning', () => {
    const list = testlandList(forceList('skirmish', [['main', [unit('rifle-platoon')]]]));
    const { forceList: read, warnings } = parseForceText(print(list, TESTLAND), SAMPLES);
    assert.deepEqual(read.faction, 'Testland');
    assert.deepEqual(read.battlegroups, [
      {
        battlegroup: 'Main Battlegroup',
        units: [{ unit: 'Rifle Platoon', level: 'basic', points: 40 }],
      },
    ]);
    assert.deepEqual(warnings, [
      {
        line: 1,
        message:
          'no ORBAT for the faction "Testland" (ORBATs loaded: Crown, Imperium): its battlegroups and units are kept as the text names them',
      },
    ]);
  });
});

describe('rulebook p.56 Writing a Force List: text that cannot be a force list', () => {
  it('names the line and what is wrong, every error at once, in the order of the text', () => {
    const text = PRINTED.map((line, i) => {
      if (i + 1 === 6) return '  Command Platoon  Elite  8 models  90 pts';
      if (i + 1 === 8) return '  Ogre Platoon  Basic  3 models  60 pts  Embarked [t1]';
      if (i + 1 === 12) return '  Command Tank  Basic  1 model  80 pts  [a]  [b]';
      return line;
    }).join('\n');
    assert.deepEqual(errorsOf(text), [
      'list.txt: line 6: "Elite" is not a Reinforcement level (Basic, Reinforced, Full-Strength)',
      'list.txt: line 8: cannot read "Embarked [t1]": the remarks are Commander, [TAG], Embarked on [TAG], Loaded on [TAG], Towed by [TAG], Attached to [TAG], listed at N pts, (not in the ORBAT) and "— NOTES", two spaces apart',
      'list.txt: line 12: "b" repeats a remark already made',
    ]);
  });

  it('rulebook p.55 Reinforcement levels: a unit line names the level, its models and its Points Value', () => {
    assert.deepEqual(
      errorsOf(
        PRINTED.map((line, i) =>
          i + 1 === 7
            ? '  Carriers  Basic  two models  50 pts'
            : i + 1 === 12
              ? '  Command Tank  Basic  1 model  80 points'
              : line,
        ).join('\n'),
      ),
      [
        'list.txt: line 7: "two models" is not a number of models ("4 models", "1 model", or "?")',
        'list.txt: line 12: "80 points" is not a Points Value ("60 pts", or "?")',
      ],
    );
    assert.deepEqual(errorsOf(replaced(7, '  Carriers')), [
      'list.txt: line 7: cannot read the unit line "Carriers": it says UNIT  LEVEL  N models  N pts  REMARKS, two spaces or more apart',
    ]);
  });

  it('the faction line: FACTION — SCALE — POINTS / LIMIT points, after the name', () => {
    assert.deepEqual(errorsOf(replaced(2, 'Testland — Brawl — 280 / 2000 points')), [
      'list.txt: line 2: cannot read the faction line "Testland — Brawl — 280 / 2000 points": it says FACTION — Skirmish, Battle or Cataclysm — POINTS / LIMIT points (after the list\'s name, if it has one)',
    ]);
    assert.deepEqual(errorsOf(' \n\r\n'), [
      'list.txt: line 1: the text is empty: a list begins FACTION — Skirmish, Battle or Cataclysm — POINTS / LIMIT points',
    ]);
    assert.match(
      errorsOf(replaced(2, 'Testland — Battle — 280 / 0 points')).join('\n'),
      /^list\.txt: line 2: pointsLimit: Too small/,
    );
  });

  it('battlegroup headings, the Total line and what may follow it', () => {
    assert.deepEqual(errorsOf(replaced(11, 'Armoured Auxiliary')), [
      'list.txt: line 11: cannot read "Armoured Auxiliary": a battlegroup\'s heading says [NAME — ]BATTLEGROUP — N pts, its units are indented, and the Total line ends the list',
    ]);
    assert.deepEqual(errorsOf(PRINTED.slice(0, 13).join('\n')), [
      'list.txt: line 13: the text ends without its "Total: ..." line',
    ]);
    assert.deepEqual(
      errorsOf(
        replaced(
          14,
          'Total: 280 / 1500 points, 4 units in 2 battlegroups, Victory Points Rating 5',
        ),
      ),
      [
        "list.txt: line 14: the Total line's Points Limit (1500) differs from the faction line's (2000, line 2)",
      ],
    );
    assert.deepEqual(errorsOf(`${PRINTED.join('\n')}\nNotes: again`), [
      'list.txt: line 17: after the Total line come only the verdict ("Valid..." or "NOT valid...") and the list\'s "Notes: ..." line, not "Notes: again"',
    ]);
    assert.deepEqual(errorsOf(replaced(4, '  Notes: too early')), [
      'list.txt: line 4: an indented line before the first battlegroup heading',
    ]);
    assert.deepEqual(errorsOf(replaced(12, '  Notes: one\n  Notes: two')), [
      'list.txt: line 13: the battlegroup has its notes on line 12',
    ]);
    assert.deepEqual(errorsOf(replaced(9, '  Notes:')), [
      'list.txt: line 9: battlegroups[0].notes: Too small: expected string to have >=1 characters',
    ]);
  });

  it('sums, counts and columns that disagree with the units or the ORBAT are warnings; the list keeps the units', () => {
    const text = replaced(6, '  Command Platoon  Reinforced  9 models  95 pts  Commander')
      .replace('Rating 5', 'Rating 7')
      .replace('4 units in 2', '5 units in 2');
    const { forceList: read, warnings } = parseForceText(text, TESTLAND);
    assert.equal(read.battlegroups[0]?.units[0]?.points, 95);
    assert.deepEqual(
      warnings.map((w) => `${w.line}: ${w.message}`),
      [
        '2: the sum of the unit points is 285, the text says 280',
        "5: the sum of the battlegroup's unit points is 205, the text says 200",
        '6: Command Platoon (Reinforced) has 8 models in the ORBAT, the text says 9',
        "6: Command Platoon (Reinforced) costs 90 pts in the ORBAT, the text says 95 (the ORBAT's value counts)",
        '14: the sum of the unit points is 285, the text says 280',
        '14: the number of units is 4, the text says 5',
        '14: the Victory Points Rating of the units by the ORBAT is 5, the text says 7',
      ],
    );
  });

  it('reads hand-written text: CRLF line ends, a byte order mark, ids, case, extra spaces, no verdict', () => {
    const text = [
      '\uFEFFtestland — battle — 130 / 2000 points',
      '',
      'main — 130 pts   ',
      '\tcommand-platoon    basic    4 models    50 pts    COMMANDER',
      '\tRifle  Platoon  Full Strength  ?  80 pts',
      'Total: 130 / 2000 points, 2 units in 1 battlegroup, Victory Points Rating 4',
    ].join('\r\n');
    const { forceList: read, warnings } = parseForceText(text, TESTLAND);
    assert.deepEqual(warnings, [
      {
        line: 5,
        message:
          "Rifle Platoon (Full-Strength) costs 100 pts in the ORBAT, the text says 80 (the ORBAT's value counts)",
      },
    ]);
    assert.deepEqual(read.battlegroups, [
      {
        battlegroup: 'main',
        units: [
          { unit: 'command-platoon', level: 'basic', points: 50 },
          { unit: 'rifle-platoon', level: 'fullStrength', points: 80 },
        ],
      },
    ]);
  });
});
