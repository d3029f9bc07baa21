import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadOrbatFiles, validateForceList } from '@warroom/forces';
import { EXIT_BAD_INPUT, main } from '../main.js';
import { EXIT_IMPORTED, EXIT_NO_ORBAT, IMPORT_HELP } from './import.js';

/** The real community files, read in place next to the repository (../shared/data, never copied in). */
function shared(game: string, ...names: string[]): string[] {
  const dir = fileURLToPath(
    new URL(`../../../../../shared/data/battlescribe/${game}/`, import.meta.url),
  );
  if (!existsSync(dir)) {
    throw new Error(
      `${dir} is missing: the import tests read the real BattleScribe files from ../shared/data (see its README.md)`,
    );
  }
  return names.map((name) => join(dir, name));
}

const AC = () =>
  shared(
    'armoured-clash',
    'Armoured clash test.gst',
    'Crown.cat',
    'Commonwealth.cat',
    'Imperium.cat',
    'Rules Glossary.cat',
  );
const ROSTER = fileURLToPath(
  new URL('../../../forces/fixtures/crown-lionhearts.ros', import.meta.url),
);
const DIR = mkdtempSync(join(tmpdir(), 'warroom-import-'));

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string[];
}

function run(...argv: string[]): Run {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    ['import', ...argv],
    (t) => out.push(t),
    (t) => err.push(t),
  ) as number;
  return { code, out: out.join('\n'), err };
}

function badInput(problem: RegExp, ...argv: string[]): void {
  const { code, out, err } = run(...argv);
  assert.equal(code, EXIT_BAD_INPUT, `warroom import ${argv.join(' ')} returned ${code}`);
  assert.equal(out, '');
  assert.equal(err.length, 1);
  assert.ok(!(err[0] ?? '').includes('\n'));
  assert.match(err[0] ?? '', problem);
}

/** The Crown ORBAT written by `import battlescribe`, made once. */
let crownOrbat: string | undefined;
function crownOrbatFile(): string {
  if (crownOrbat === undefined) {
    const out = join(DIR, 'orbats-for-rosters');
    assert.equal(run('battlescribe', ...AC(), '--out', out).code, EXIT_IMPORTED);
    crownOrbat = join(out, 'crown.json');
  }
  return crownOrbat;
}

describe('warroom import', () => {
  after(() => rmSync(DIR, { recursive: true, force: true }));

  it('import --help and help import print the help', () => {
    for (const argv of [
      ['import', '--help'],
      ['help', 'import'],
    ]) {
      const out: string[] = [];
      assert.equal(
        main(
          argv,
          (t) => out.push(t),
          () => undefined,
        ),
        0,
      );
      assert.deepEqual(out, [IMPORT_HELP]);
    }
    assert.match(IMPORT_HELP, /^warroom import — /);
  });

  it('battlescribe writes one ORBAT per faction that loads, and sums up units and warnings', () => {
    const out = join(DIR, 'orbats');
    const { code, out: text, err } = run('battlescribe', ...AC(), '--out', out);
    assert.equal(code, EXIT_IMPORTED);
    assert.deepEqual(err, []);
    assert.deepEqual(readdirSync(out).sort(), ['commonwealth.json', 'crown.json', 'imperium.json']);
    const loaded = loadOrbatFiles(readdirSync(out).map((f) => join(out, f)));
    assert.deepEqual(loaded.map((l) => l.orbat.units.length).sort(), [18, 19, 22]);
    assert.match(
      text,
      /^3 ORBATs written to .*orbats:\n {2}Crown {9}19 units, 4 battlegroups {2}.*crown\.json\n/,
    );
    assert.match(
      text,
      /\n\d+ warnings \(\d+ unsupported, .*\):\n {2}\[not-a-unit\] Crown: unit "Example Unit": /,
    );
  });

  it('battlescribe --json: the ORBATs written and every warning', () => {
    const { code, out } = run('battlescribe', ...AC(), '--out', join(DIR, 'json'), '--json');
    assert.equal(code, EXIT_IMPORTED);
    const report = JSON.parse(out) as {
      orbats: { faction: string; file: string; units: number; battlegroups: number }[];
      warnings: { kind: string; where: string; message: string }[];
    };
    assert.deepEqual(
      report.orbats.map((o) => [o.faction, o.units, o.battlegroups]),
      [
        ['Crown', 19, 4],
        ['Commonwealth', 18, 3],
        ['Imperium', 22, 3],
      ],
    );
    assert.ok(report.orbats.every((o) => existsSync(o.file)));
    assert.ok(report.warnings.length > 0);
    assert.ok(report.warnings.every((w) => w.kind !== '' && w.where !== '' && w.message !== ''));
  });

  it('battlescribe on another game system (Dystopian Wars 4) makes no ORBAT: exit 1, with the reasons', () => {
    const files = shared('dystopian-wars-4', 'Dystopian Wars 4.0.gst', 'Crown.cat');
    const { code, out } = run('battlescribe', ...files, '--out', join(DIR, 'dw4'));
    assert.equal(code, EXIT_NO_ORBAT);
    assert.match(out, /^No ORBAT could be made from 1 catalogue \(see the warnings\)\./);
    assert.match(out, /\[no-orbat\] Crown: no unit could be imported: no ORBAT/);
  });

  it('roster: a force list against the imported ORBAT, shown and written; it validates', () => {
    const list = join(DIR, 'lionhearts.json');
    const { code, out } = run('roster', ROSTER, '--orbat', crownOrbatFile(), '--out', list);
    assert.equal(code, EXIT_IMPORTED);
    assert.match(out, /^The Lionhearts\nCrown — Battle — 965 \/ 2000 points\n/);
    assert.match(out, /Galahad Main Battle Tanks +Reinforced +4 models +265 pts/);
    assert.match(
      out,
      /Valid \(rulebook p\.56\)\.\n\nForce list written to .*lionhearts\.json\.\n2 warnings \(2 roster\):/,
    );
    const orbats = loadOrbatFiles([crownOrbatFile()]).map((l) => l.orbat);
    const report = validateForceList(JSON.parse(readFileSync(list, 'utf8')), orbats);
    assert.equal(report.valid, true);
    const validate: string[] = [];
    assert.equal(
      main(
        ['force', 'validate', list, '--orbat', crownOrbatFile()],
        (t) => validate.push(t),
        () => undefined,
      ),
      0,
    );
  });

  it('roster --json and --force-scale', () => {
    const { code, out } = run(
      'roster',
      ROSTER,
      '--orbat',
      crownOrbatFile(),
      '--force-scale',
      'Cataclysm',
      '--json',
    );
    assert.equal(code, EXIT_IMPORTED);
    const parsed = JSON.parse(out) as {
      forceList: { forceScale: string };
      warnings: { kind: string }[];
    };
    assert.equal(parsed.forceList.forceScale, 'cataclysm');
    assert.deepEqual(
      parsed.warnings.map((w) => w.kind),
      ['roster'],
    );
    assert.match(
      run('roster', ROSTER, '--orbat', crownOrbatFile()).out,
      /Not written: give --out FILE to save the force list\./,
    );
  });

  it('bad input: exit 2 and one line saying what and where', () => {
    const broken = join(DIR, 'broken.cat');
    writeFileSync(broken, '<catalogue>\n  <selectionEntries>\n</catalogue>\n');
    const [gst = '', crown = ''] = AC();
    badInput(/^warroom import: say battlescribe or roster/);
    badInput(/unknown action "orbat": battlescribe or roster/, 'orbat');
    badInput(
      /needs a game system file and at least one catalogue file/,
      'battlescribe',
      gst,
      '--out',
      DIR,
    );
    badInput(/needs --out DIR/, 'battlescribe', gst, crown);
    badInput(
      /nope\.cat: cannot read the file \(ENOENT\)/,
      'battlescribe',
      gst,
      join(DIR, 'nope.cat'),
      '--out',
      DIR,
    );
    badInput(
      /broken\.cat: not well-formed XML \(line 3, column \d+\)/,
      'battlescribe',
      gst,
      broken,
      '--out',
      DIR,
    );
    badInput(
      /\.ros: not a BattleScribe game system or catalogue \(the root element is <roster>/,
      'battlescribe',
      ROSTER,
      crown,
      '--out',
      DIR,
    );
    badInput(
      /--orbat and --force-scale only count with import roster/,
      'battlescribe',
      gst,
      crown,
      '--out',
      DIR,
      '--orbat',
      'x',
    );
    badInput(/needs --orbat FILE/, 'roster', ROSTER);
    badInput(/needs a roster file/, 'roster');
    badInput(
      /--force-scale "huge": say skirmish, battle, cataclysm/,
      'roster',
      ROSTER,
      '--orbat',
      crownOrbatFile(),
      '--force-scale',
      'huge',
    );
    badInput(
      /Crown\.cat: not a BattleScribe roster \(the root element is <catalogue>/,
      'roster',
      crown,
      '--orbat',
      crownOrbatFile(),
    );
  });
});
