import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAIN, forceList, testland, testlandJson, unit } from '../testing/orbat-fixture.js';
import { parseOrbat } from '../orbat/load-orbat.js';
import { type ForceReport, validateForceList } from './validate.js';

const TESTLAND = [testland()];

function validate(list: unknown): ForceReport {
  return validateForceList(list, TESTLAND);
}

/** Asserts the list is invalid with exactly one error, at `path`, matching `message`. */
function assertOneError(list: unknown, path: string, message: RegExp): void {
  const report = validate(list);
  assert.equal(report.valid, false);
  assert.equal(report.errors.length, 1, JSON.stringify(report.errors, null, 1));
  assert.equal(report.errors[0]?.path, path);
  assert.match(report.errors[0]?.message ?? '', message);
}

function assertValid(list: unknown): ForceReport {
  const report = validate(list);
  assert.deepEqual(report.errors, []);
  assert.equal(report.valid, true);
  return report;
}

describe('rulebook p.56 Writing a Force List: each unit belongs to exactly one Battlegroup', () => {
  it('a valid list: one Battlegroup led by its Commander', () => {
    assert.deepEqual(assertValid(forceList('skirmish', [MAIN])), {
      valid: true,
      points: 50,
      pointsLimit: 1000,
      errors: [],
      warnings: [],
    });
  });

  it('one tag on two units would put one unit in two places: an error at the second', () => {
    const list = forceList('battle', [
      ['main', [unit('command-platoon', 'basic', { tag: 'x' })]],
      ['armour', [unit('command-tank', 'basic', { tag: 'x' })]],
    ]);
    assertOneError(
      list,
      'battlegroups[1].units[0].tag',
      /tag "x" is already used by .*exactly one Battlegroup/,
    );
  });

  it('a Force has at least one Battlegroup', () => {
    assertOneError(forceList('battle', []), 'battlegroups', /at least one Battlegroup/);
  });

  it('units are named by id or by their ORBAT name, in any case and spacing', () => {
    assertValid(
      forceList('skirmish', [
        ['Main Battlegroup', [unit('  command   PLATOON '), unit('Rifle Platoon')]],
      ]),
    );
  });

  it('a unit or battlegroup the ORBAT does not have is an error naming it', () => {
    assertOneError(
      forceList('skirmish', [['main', [unit('command-platoon'), unit('Galahad')]]]),
      'battlegroups[0].units[1].unit',
      /Galahad \(Basic\) in battlegroup 1 "Main Battlegroup": the Testland ORBAT has no unit "Galahad"/,
    );
    const report = validate(forceList('skirmish', [MAIN, ['Atlantis', [unit('tanks')]]]));
    assert.equal(report.errors[0]?.path, 'battlegroups[1].battlegroup');
    assert.match(
      report.errors[0]?.message ?? '',
      /no battlegroup "Atlantis" \(it has: Main Battlegroup,/,
    );
  });

  it('a list for a faction without an ORBAT says which ORBATs there are', () => {
    assertOneError(
      { ...forceList('battle', [MAIN]), faction: 'Crown' },
      'faction',
      /no ORBAT for the faction "Crown" \(ORBATs loaded: Testland\)/,
    );
  });
});

describe('rulebook p.56 Writing a Force List: Minimum and Maximum requirements of each Battlegroup', () => {
  it('below a minimum: an error on the Battlegroup saying how many it needs and has', () => {
    assertOneError(
      forceList('battle', [['main', [unit('command-tank')]]]),
      'battlegroups[0]',
      /battlegroup 1 "Main Battlegroup": needs at least 1 Infantry unit, has 0 \(1-3 Infantry; rulebook p.56\)/,
    );
  });

  it('over a maximum: an error on the first unit too many', () => {
    const list = forceList('battle', [
      [
        'main',
        [
          unit('command-platoon'),
          unit('rifle-platoon'),
          unit('rifle-platoon'),
          unit('rifle-platoon'),
        ],
      ],
    ]);
    assertOneError(
      list,
      'battlegroups[0].units[3]',
      /one Infantry unit too many: .* at most 3, has 4 \(1-3 Infantry; rulebook p.56\)/,
    );
  });

  it('a unit counts towards every requirement it matches (the Commander is also Infantry)', () => {
    assertValid(
      forceList('battle', [['main', [unit('command-platoon'), unit('tanks'), unit('tanks')]]]),
    );
    assertOneError(
      forceList('battle', [
        ['main', [unit('command-tank'), unit('tanks'), unit('tanks'), unit('rifle-platoon')]],
      ]),
      'battlegroups[0].units[2]',
      /one Armour unit too many: the Main Battlegroup may have at most 2, has 3/,
    );
  });

  it('a unit no requirement counts has no place in the Battlegroup', () => {
    assertOneError(
      forceList('battle', [MAIN, ['armour', [unit('command-tank'), unit('rifle-platoon')]]]),
      'battlegroups[1].units[1].unit',
      /the Armoured Auxiliary has no place for Infantry units \(it takes 1-3 Armour, 1 Commander\)/,
    );
  });

  it('a unit the ORBAT keeps to some Battlegroups may join only those', () => {
    const list = forceList('battle', [['main', [unit('command-platoon'), unit('the-hero')]]]);
    const report = validate(list);
    assert.equal(report.errors[0]?.path, 'battlegroups[0].units[1].unit');
    assert.match(report.errors[0]?.message ?? '', /The Hero may only join Heroic Battlegroup/);
  });
});

describe('rulebook p.49 Commander: each Battlegroup is led by a Commander unit', () => {
  it('a Battlegroup without a Commander is an error', () => {
    assertOneError(
      forceList('battle', [['main', [unit('rifle-platoon')]]]),
      'battlegroups[0]',
      /has no Commander unit: each Battlegroup is led by a Commander unit/,
    );
  });

  it('by default exactly one: a second Commander is one too many', () => {
    assertOneError(
      forceList('battle', [['main', [unit('command-platoon'), unit('command-tank')]]]),
      'battlegroups[0].units[1]',
      /one Commander unit too many/,
    );
  });

  it('a Behemoth with the Commander trait leads its own Battlegroup', () => {
    assertValid(forceList('battle', [MAIN, ['super-heavy', [unit('landship')]]]));
  });

  it('an ORBAT cannot let a Battlegroup go without a Commander', () => {
    const json = testlandJson();
    json.battlegroups.push({
      id: 'mob',
      name: 'Mob',
      kind: 'auxiliary',
      requirements: [{ traits: ['Commander'], max: 2 }],
    });
    assert.throws(
      () => parseOrbat(json, 'testland'),
      /battlegroups\[5\]\.requirements\[0\]\.min: each Battlegroup is led by a Commander unit/,
    );
  });
});

describe('rulebook p.55 Reinforcement Level Limits', () => {
  const at = (scale: string, level: string): ForceReport =>
    validate(forceList(scale, [['main', [unit('command-platoon'), unit('rifle-platoon', level)]]]));

  it('a Skirmish takes Basic units only', () => {
    assert.equal(at('skirmish', 'basic').valid, true);
    for (const level of ['reinforced', 'fullStrength']) {
      const report = at('skirmish', level);
      assert.equal(report.errors.length, 1);
      assert.equal(report.errors[0]?.path, 'battlegroups[0].units[1].level');
      assert.match(
        report.errors[0]?.message ?? '',
        /a Skirmish allows Basic units only \(rulebook p.55/,
      );
    }
  });

  it('a Battle takes Basic or Reinforced units, a Cataclysm all three levels', () => {
    assert.equal(at('battle', 'reinforced').valid, true);
    assert.match(
      at('battle', 'fullStrength').errors[0]?.message ?? '',
      /a Battle allows Basic or Reinforced units only/,
    );
    for (const level of ['basic', 'reinforced', 'fullStrength'])
      assert.equal(at('cataclysm', level).valid, true);
  });

  it('a unit or Battlegroup rule of the ORBAT may allow any level', () => {
    assertValid(
      forceList('skirmish', [
        ['main', [unit('command-platoon'), unit('old-guard', 'fullStrength')]],
      ]),
    );
    assertValid(
      forceList('skirmish', [
        MAIN,
        [
          'veterans',
          [unit('command-platoon', 'fullStrength'), unit('rifle-platoon', 'reinforced')],
        ],
      ]),
    );
  });

  it('a level the unit does not have is an error', () => {
    const report = validate(
      forceList('cataclysm', [
        ['main', [unit('command-platoon'), unit('ogre-platoon', 'fullStrength')]],
      ]),
    );
    assert.equal(report.errors[0]?.path, 'battlegroups[0].units[1].level');
    assert.match(
      report.errors[0]?.message ?? '',
      /Ogre Platoon has no Full-Strength level \(it has Basic, Reinforced\)/,
    );
  });
});

describe('rulebook p.55 Points Values and the Points Limit (rulebook p.53)', () => {
  it('the Force costs the sum of its units at their levels', () => {
    const report = assertValid(
      forceList('battle', [
        [
          'main',
          [unit('command-platoon', 'reinforced'), unit('tanks', 'reinforced'), unit('lancers')],
        ],
      ]),
    );
    assert.equal(report.points, 90 + 190 + 60);
  });

  it("the default Points Limit is the Force Scale's: 1000, 2000, 3000", () => {
    for (const [scale, limit] of [
      ['skirmish', 1000],
      ['battle', 2000],
      ['cataclysm', 3000],
    ] as const) {
      assert.equal(validate(forceList(scale, [MAIN])).pointsLimit, limit);
    }
  });

  it('a Force over its Points Limit is an error saying by how much', () => {
    const list = forceList(
      'skirmish',
      [['main', [unit('command-platoon'), unit('tanks'), unit('tanks')]]],
      { pointsLimit: 200 },
    );
    assertOneError(list, 'pointsLimit', /costs 250 points, 50 over its Points Limit of 200/);
  });

  it('an agreed Points Limit outside the suggested range is only a warning', () => {
    const report = validate(forceList('skirmish', [MAIN], { pointsLimit: 400 }));
    assert.equal(report.valid, true);
    assert.match(
      report.warnings[0]?.message ?? '',
      /outside the 500-1500 suggested for a Skirmish/,
    );
  });

  it('a Points Value in the list that differs from the ORBAT is a warning; the ORBAT counts', () => {
    const report = validate(
      forceList('skirmish', [['main', [unit('command-platoon', 'basic', { points: 45 })]]]),
    );
    assert.equal(report.valid, true);
    assert.equal(report.points, 50);
    assert.equal(report.warnings[0]?.path, 'battlegroups[0].units[0].points');
  });
});

describe('rulebook p.54 Battlegroups: the ORBAT limits how many a Force may take', () => {
  it('Auxiliary Battlegroups: at most one per Faction Battlegroup in Testland', () => {
    const aux: [string, ReturnType<typeof unit>[]] = [
      'armour',
      [unit('command-tank'), unit('tanks')],
    ];
    assertValid(forceList('battle', [MAIN, aux]));
    assertOneError(
      forceList('battle', [MAIN, aux, aux]),
      'battlegroups[2]',
      /too many Auxiliary Battlegroups: .* 1 per Faction Battlegroup \(the list has 1\)/,
    );
    assertValid(forceList('battle', [MAIN, aux, MAIN, aux]));
  });

  it('a Battlegroup and a unit the ORBAT allows once', () => {
    const heroes: [string, ReturnType<typeof unit>[]] = ['heroes', [unit('the-hero')]];
    const report = validate(forceList('battle', [MAIN, heroes, heroes]));
    assert.deepEqual(
      report.errors.map((e) => e.path),
      ['battlegroups[2]', 'battlegroups[2]', 'battlegroups[2].units[0]'],
    );
    assert.match(
      report.errors.map((e) => e.message).join('\n'),
      /at most 1 Heroic Battlegroup in a Force[\s\S]*too many Heroic[\s\S]*at most 1 The Hero in a Force/,
    );
  });
});

describe('rulebook p.56: all errors at once, never a crash', () => {
  it('a list that breaks several rules gets every error, in the order of the file', () => {
    const list = forceList(
      'skirmish',
      [
        ['main', [unit('rifle-platoon', 'reinforced'), unit('nobody')]],
        [
          'armour',
          [unit('command-tank'), unit('tanks'), unit('tanks'), unit('tanks'), unit('tanks')],
        ],
      ],
      { pointsLimit: 300 },
    );
    const report = validate(list);
    assert.equal(report.valid, false);
    assert.deepEqual(
      report.errors.map((e) => e.path),
      [
        'pointsLimit',
        'battlegroups[0]',
        'battlegroups[0].units[0].level',
        'battlegroups[0].units[1].unit',
        'battlegroups[1].units[3]',
      ],
    );
  });

  it('input that is not a force list: every schema problem with its path', () => {
    const report = validate({
      format: 'warroom.force-list/1',
      faction: 'Testland',
      forceScale: 'huge',
      battlegroups: [{ units: [{ unit: 'x', level: 'max' }] }],
    });
    assert.deepEqual(
      report.errors.map((e) => e.path),
      ['forceScale', 'battlegroups[0].battlegroup', 'battlegroups[0].units[0].level'],
    );
    assert.equal(report.points, 0);
    assert.deepEqual(validate(null).errors, [
      { path: '(top level)', message: 'Invalid input: expected object, received null' },
    ]);
  });
});
