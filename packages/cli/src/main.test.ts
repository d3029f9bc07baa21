import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EXIT_BAD_INPUT, main } from './main.js';

interface Run {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

/** Runs the command line as `warroom <words...>`, collecting what it prints. */
function run(...argv: string[]): Run {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    argv,
    (text) => out.push(text),
    (text) => err.push(text),
  ) as number;
  return { code, out, err };
}

/** Runs a command that must succeed, and returns its one printed text. */
function output(...argv: string[]): string {
  const { code, out, err } = run(...argv);
  assert.equal(code, 0, `warroom ${argv.join(' ')} failed: ${err.join('\n')}`);
  assert.deepEqual(err, []);
  assert.equal(out.length, 1);
  return out[0] ?? '';
}

type Pairs = [number, number][];

interface OddsJson {
  hits: Pairs;
  damage: Pairs;
  modelsDestroyed: Pairs;
  expected: { hits: number; damage: number; modelsDestroyed: number };
  suppression?: {
    tested: number;
    failed: number;
    fallsBack: number;
    breaks: number;
    gains: { suppressed: number; activated: number; disordered: number };
  };
  buildingWrecked?: number;
}

function oddsJson(...argv: string[]): OddsJson {
  return JSON.parse(output('odds', ...argv, '--json')) as OddsJson;
}

function assertDistribution(name: string, pairs: Pairs): void {
  assert.ok(pairs.length > 0, `${name} is empty`);
  let total = 0;
  pairs.forEach(([value, probability], i) => {
    assert.ok(Number.isInteger(value) && value >= 0, `${name}: value ${value}`);
    if (i > 0) assert.ok(value > (pairs[i - 1]?.[0] ?? -1), `${name}: values not increasing`);
    assert.ok(probability > 0, `${name}: probability of ${value} is ${probability}`);
    total += probability;
  });
  assert.ok(Math.abs(total - 1) <= 1e-12, `${name} sums to ${total}`);
}

function assertClose(actual: number, expected: number, tolerance: number, what: string): void {
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: expected ${expected}, got ${actual}`,
  );
}

/** Asserts that the command fails with exit code 2 and one line on err that matches `problem`. */
function assertBadInput(argv: string[], problem: RegExp): void {
  const { code, out, err } = run(...argv);
  assert.equal(code, EXIT_BAD_INPUT, `warroom ${argv.join(' ')} returned ${code}`);
  assert.equal(EXIT_BAD_INPUT, 2);
  assert.deepEqual(out, []);
  assert.equal(err.length, 1, `warroom ${argv.join(' ')} printed ${err.length} errors`);
  const line = err[0] ?? '';
  assert.ok(!line.includes('\n'), `more than one line: ${line}`);
  assert.match(line, problem);
}

describe('warroom help', () => {
  it('cli: --help, -h and no arguments print the overview and return 0', () => {
    for (const argv of [['--help'], ['-h'], []]) {
      const text = output(...argv);
      assert.match(text, /Usage: warroom <command>/);
      for (const command of ['odds', 'roll', 'deck']) assert.ok(text.includes(command));
    }
  });

  it('cli: help odds prints the help of odds and returns 0', () => {
    assert.match(output('help', 'odds'), /^warroom odds — /);
  });

  it('cli: help on an unknown command is bad input (exit 2, one line naming it)', () => {
    const out: string[] = [];
    const err: string[] = [];
    assert.equal(
      main(
        ['help', 'nonsense'],
        (t) => out.push(t),
        (t) => err.push(t),
      ),
      EXIT_BAD_INPUT,
    );
    assert.deepEqual(out, []);
    assert.equal(err.length, 1);
    assert.match(err[0] ?? '', /unknown command "nonsense"/);
  });

  for (const command of ['odds', 'roll', 'deck']) {
    it(`cli: ${command} --help and -h print the help of ${command} and return 0`, () => {
      const help = output(command, '--help');
      assert.match(help, new RegExp(`^warroom ${command} — `));
      assert.match(help, new RegExp(`Usage: warroom ${command}`));
      assert.equal(output(command, '-h'), help);
      assert.equal(output('help', command), help);
    });
  }
});

describe('warroom odds --json', () => {
  const big = oddsJson(
    '--dice',
    '40',
    '--rating',
    'neutral',
    '--defence',
    '2',
    '--damage-limit',
    '3',
    '--models',
    '10',
    '--discipline',
    '7',
    '--break-limit',
    '3',
    '--suppressed',
  );

  it('rulebook p.32-33 attack rolls: hits, damage and models destroyed are full distributions', () => {
    assertDistribution('hits', big.hits);
    assertDistribution('damage', big.damage);
    assertDistribution('modelsDestroyed', big.modelsDestroyed);
    const models = big.modelsDestroyed.map(([value]) => value);
    assert.ok(Math.max(...models) <= 10, 'no more models destroyed than the unit has');
  });

  it('rulebook p.33 Heroic Strikes explode, neutral re-rolls Glancing Strikes: 196/216 expected hits per die', () => {
    // A first-roll die: Heroic Strike 1/6 scores 2 and adds a die (expected 28/36, its
    // Glancing Strike re-rolled); Strike 2/6 scores 1; Glancing Strike 1/6 re-rolls to 4/6.
    assertClose(big.expected.hits, (40 * 196) / 216, 1e-9, 'expected hits');
    const mean = big.hits.reduce((sum, [value, p]) => sum + value * p, 0);
    assertClose(mean, big.expected.hits, 1e-9, 'mean of the hits distribution');
  });

  it('rulebook p.36 Suppression Tests: the odds of testing, failing, falling back and breaking', () => {
    const s = big.suppression;
    assert.ok(s !== undefined, 'no suppression odds');
    const { gains, ...odds } = s;
    for (const [what, p] of Object.entries({ ...odds, ...gains })) {
      assert.ok(p >= 0 && p <= 1, `${what} = ${p}`);
    }
    assert.ok(Math.abs(gains.suppressed - (s.failed - s.breaks)) < 1e-12);
    assert.ok(s.failed <= s.tested);
    // An already Suppressed unit that fails Falls Back (rulebook p.36).
    assert.equal(s.fallsBack, s.failed);
    assert.ok(s.breaks <= s.failed);
  });

  it('rulebook p.36 Suppression Tests: no suppression odds without --discipline', () => {
    assert.equal(oddsJson('--dice', '4', '--defence', '2').suppression, undefined);
  });

  it('rulebook p.26/p.33 weakened: one die against Defence 1, worked by hand', () => {
    // Weakened: no re-rolls. Heroic Strike (1/6) scores 2 and adds a die that scores
    // 2 (1/6), 1 (2/6) or 0 (3/6); Strike (2/6) scores 1; the other three faces score 0.
    const odds = oddsJson('--dice', '1', '--rating', 'weakened', '--defence', '1');
    const expected: Pairs = [
      [0, 3 / 6],
      [1, 2 / 6],
      [2, (1 / 6) * (3 / 6)],
      [3, (1 / 6) * (2 / 6)],
      [4, (1 / 6) * (1 / 6)],
    ];
    assert.equal(odds.hits.length, expected.length);
    expected.forEach(([value, p], i) => {
      assert.equal(odds.hits[i]?.[0], value);
      assertClose(odds.hits[i]?.[1] ?? NaN, p, 1e-12, `P(${value} hits)`);
    });
    assertClose(odds.expected.hits, 7 / 9, 1e-12, 'expected hits');
    // Defence 1, Damage Limit 1: each hit is one damage and destroys one model.
    assert.deepEqual(odds.damage, odds.hits);
    assert.deepEqual(odds.modelsDestroyed, odds.hits);
  });

  it('cli odds: no dice is certainly no hits', () => {
    const odds = oddsJson('--dice', '0', '--defence', '2');
    assert.deepEqual(odds.hits, [[0, 1]]);
    assert.deepEqual(odds.damage, [[0, 1]]);
  });
});

describe('warroom odds (tables)', () => {
  it('cli odds: the tables show "exactly", "at least" and bars', () => {
    const text = output('odds', '--dice', '6', '--defence', '2', '--discipline', '6');
    assert.ok(text.includes('exactly'), text);
    assert.ok(text.includes('at least'), text);
    assert.ok(text.includes('█'), text);
    for (const title of ['hits', 'damage', 'models destroyed', 'suppression test']) {
      assert.ok(text.includes(title), `no ${title} table`);
    }
  });
});

describe('warroom: bad input returns 2 with one line naming the problem', () => {
  const attack = ['--dice', '4', '--defence', '2'];
  const cases: [string, string[], RegExp][] = [
    ['negative dice', ['odds', '--dice', '-3', '--defence', '2'], /--dice .*"-3"/],
    ['Defence 0', ['odds', '--dice', '4', '--defence', '0'], /--defence .*"0"/],
    ['missing --dice', ['odds', '--defence', '2'], /--dice is required/],
    ['too many dice', ['odds', '--dice', '301', '--defence', '2'], /--dice can be at most 300/],
    ['unknown bonus re-roll face', ['odds', ...attack, '--bonus-reroll', 'hat'], /"hat"/],
    [
      'overcharge deck without overcharge',
      ['odds', ...attack, '--overcharge-deck', '1:1'],
      /--overcharge/,
    ],
    ['unknown flag', ['odds', ...attack, '--foo'], /--foo/],
    ['unknown rating', ['odds', ...attack, '--rating', 'great'], /--rating .*"great"/],
    [
      'deck entry not value:count',
      ['odds', ...attack, '--discipline', '5', '--deck', '1:2,x'],
      /"x"/,
    ],
    ['card value 13', ['odds', ...attack, '--discipline', '5', '--deck', '13:1'], /13/],
    ['empty deck', ['odds', ...attack, '--discipline', '5', '--deck', '1:0'], /no cards/],
    ['value given twice', ['odds', ...attack, '--discipline', '5', '--deck', '1:2,1:1'], /twice/],
    [
      'damage not below the Damage Limit',
      ['odds', ...attack, '--damage', '3', '--damage-limit', '3'],
      /damage.*3.*limit.*3/i,
    ],
    ['negative dice for roll', ['roll', '--dice', '-1', '--defence', '2'], /--dice/],
    ['unknown command', ['frobnicate'], /unknown command "frobnicate"/],
    ['missing deck file', ['deck', '/nonexistent.json'], /\/nonexistent\.json/],
  ];
  for (const [what, argv, problem] of cases) {
    it(`cli: ${what} (warroom ${argv.join(' ')})`, () => assertBadInput(argv, problem));
  }
});

describe('warroom roll', () => {
  interface RollJson {
    seed: string;
    rolled: string[];
    final: string[];
    hits: number;
    defence: number;
    damage: number;
  }
  const roll = (seed: string): string =>
    output('roll', '--dice', '8', '--defence', '2', '--seed', seed, '--json');

  it('cli roll: the same seed gives the same roll', () => {
    const first = roll('42');
    assert.equal(roll('42'), first);
    const parsed = JSON.parse(first) as RollJson;
    assert.equal(parsed.seed, '42');
    assert.equal(parsed.defence, 2);
    assert.equal(parsed.final.length, parsed.rolled.length);
    // rulebook p.33: the pool is the 8 dice plus one per Heroic Strike of the first roll.
    const heroics = parsed.rolled.slice(0, 8).filter((face) => face === 'Heroic Strike').length;
    assert.equal(parsed.rolled.length, 8 + heroics);
  });

  it('cli roll: a different seed gives a different roll', () => {
    const first = roll('42');
    const others = ['1', '2', '3', '7', 'another seed'].map(roll);
    assert.ok(
      others.some((other) => {
        const a = JSON.parse(first) as RollJson;
        const b = JSON.parse(other) as RollJson;
        return a.rolled.join() !== b.rolled.join();
      }),
    );
  });

  it('cli roll: the text output shows the seed and the hits', () => {
    const text = output('roll', '--dice', '8', '--defence', '2', '--seed', '42');
    assert.match(text, /^seed 42/);
    assert.match(text, /hits \d+ against Defence 2/);
  });
});

describe('warroom deck', () => {
  it('cli deck: shows the sample deck, marked [SAMPLE], with 36 cards', () => {
    const text = output('deck');
    const title = text.split('\n')[0] ?? '';
    assert.ok(title.includes('[SAMPLE]'), title);
    assert.ok(title.includes('36 cards'), title);
    assert.ok(text.includes('cards of each value: 1:3,2:3,3:3'), text);
  });

  it('cli deck --json: prints the checked sample deck', () => {
    const deck = JSON.parse(output('deck', '--json')) as { sample: boolean; cards: unknown[] };
    assert.equal(deck.sample, true);
    assert.equal(deck.cards.length, 36);
  });
});

describe('warroom odds --overcharge (glossary: Overcharge)', () => {
  it("reports the attacker's self-inflicted Damage, weighed against the attacker's deck", () => {
    const out: string[] = [];
    const code = main(
      ['odds', '--dice', '1', '--rating', 'weakened', '--defence', '1', '--overcharge'],
      (t) => out.push(t),
      () => undefined,
    );
    assert.equal(code, 0);
    assert.match(out.join('\n'), /damage to the attacker/);
    const json: string[] = [];
    main(
      ['odds', '--dice', '1', '--rating', 'weakened', '--defence', '1', '--overcharge', '--json'],
      (t) => json.push(t),
      () => undefined,
    );
    const parsed = JSON.parse(json[0] ?? '{}') as { expectedAttackerDamage?: number };
    // The sample deck holds Values 1-12 three times: 6.5 dice added on average, to 1;
    // a weakened first-roll die ends with 7/36 Blanks on average.
    assert.ok(Math.abs((parsed.expectedAttackerDamage ?? 0) - (7.5 * 7) / 36) < 1e-12);
  });

  it('--overcharge-deck without --overcharge is refused', () => {
    const err: string[] = [];
    const code = main(
      ['odds', '--dice', '1', '--defence', '1', '--overcharge-deck', '1:1'],
      () => undefined,
      (t) => err.push(t),
    );
    assert.equal(code, 2);
    assert.match(err[0] ?? '', /only counts with --overcharge/);
  });
});

describe('warroom odds --bonus-reroll (rulebook p.33 Bonus Re-Rolls)', () => {
  it('re-rolling Blanks when Weakened is worth exactly what a Neutral rating is', () => {
    const expectedHits = (...extra: string[]): number => {
      const out: string[] = [];
      main(
        ['odds', '--dice', '5', '--defence', '1', '--rating', 'weakened', '--json', ...extra],
        (t) => out.push(t),
        () => undefined,
      );
      return (JSON.parse(out[0] ?? '{}') as { expected: { hits: number } }).expected.hits;
    };
    // Weakened: per first-roll die 2/6 x 1 + 1/6 x (2 + 4/6) = 7/9 hits. Re-rolling Blanks
    // is worth what re-rolling Glancing Strikes is (one face each), so it gives the neutral
    // 196/216 per die.
    assert.ok(Math.abs(expectedHits() - (5 * 7) / 9) < 1e-12);
    assert.ok(Math.abs(expectedHits('--bonus-reroll', 'blank') - (5 * 196) / 216) < 1e-12);
  });
});
