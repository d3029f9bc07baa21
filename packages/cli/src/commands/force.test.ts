import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { main } from '../main.js';
import { EXIT_INVALID, EXIT_VALID, FORCE_HELP } from './force.js';
import { CROWN_LIST, CROWN_ORBAT, IMPERIUM_LIST, force, forceBadInput } from './cli-fixture.js';

const DIR = mkdtempSync(join(tmpdir(), 'warroom-force-'));

function file(name: string, content: string): string {
  const path = join(DIR, name);
  writeFileSync(path, content);
  return path;
}

/** A Crown Skirmish list with two problems: a Reinforced unit and no Commander. */
const BROKEN = file(
  'broken.json',
  JSON.stringify({
    format: 'warroom.force-list/1',
    faction: 'Crown',
    forceScale: 'skirmish',
    battlegroups: [
      {
        battlegroup: 'Crown Faction Battlegroup',
        units: [{ unit: 'Rifle Platoon', level: 'reinforced' }],
      },
    ],
  }),
);

describe('warroom force', () => {
  after(() => rmSync(DIR, { recursive: true, force: true }));

  it('cli: force --help, -h and help force print the help', () => {
    for (const argv of [
      ['force', '--help'],
      ['force', '-h'],
      ['help', 'force'],
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
      assert.deepEqual(out, [FORCE_HELP]);
    }
    assert.match(FORCE_HELP, /^warroom force — /);
    assert.match(FORCE_HELP, /Usage: warroom force validate LIST/);
  });

  it('rulebook p.56: validate --json on a valid sample list: valid, its points, no errors (exit 0)', () => {
    const { code, out } = force('validate', CROWN_LIST, '--json');
    assert.equal(code, EXIT_VALID);
    assert.deepEqual(JSON.parse(out), {
      valid: true,
      points: 1970,
      pointsLimit: 2000,
      errors: [],
      warnings: [],
    });
  });

  it('rulebook p.56: an invalid list lists every error with its path (exit 1)', () => {
    const { code, out } = force('validate', BROKEN, '--json');
    assert.equal(code, EXIT_INVALID);
    const report = JSON.parse(out) as {
      valid: boolean;
      errors: { path: string; message: string }[];
    };
    assert.equal(report.valid, false);
    assert.deepEqual(
      report.errors.map((e) => e.path),
      ['battlegroups[0]', 'battlegroups[0].units[0].level'],
    );
    const text = force('validate', BROKEN).out;
    assert.match(
      text,
      /broken\.json: NOT valid — 100 of 1000 points, 2 errors:\n {2}battlegroups\[0\]: .*no Commander unit/,
    );
  });

  it('a list for a faction without a loaded ORBAT (--orbat FILE) is invalid, not bad input', () => {
    const { code, out } = force('validate', IMPERIUM_LIST, '--orbat', CROWN_ORBAT, '--json');
    assert.equal(code, EXIT_INVALID);
    assert.match(out, /no ORBAT for the faction \\"Imperium\\" \(ORBATs loaded: Crown\)/);
  });

  it('show prints units, levels, points, battlegroups and totals', () => {
    const { code, out } = force('show', IMPERIUM_LIST);
    assert.equal(code, EXIT_VALID);
    assert.match(
      out,
      /^Eisenwall \(sample Battle force\)\nImperium — Battle — 1895 \/ 2000 points\nSAMPLE ORBAT/,
    );
    assert.match(
      out,
      /Panzer-Abteilung — Panzer Auxiliary Battlegroup — 480 pts\n {2}Stahlfaust Command Tank +Reinforced +2 models +155 pts +Commander/,
    );
    assert.match(
      out,
      /Total: 1895 \/ 2000 points, 16 units in 3 battlegroups, Victory Points Rating 26\nValid \(rulebook p\.56\)\./,
    );
    assert.match(
      force('show', BROKEN).out,
      /NOT valid: 2 errors \(warroom force validate .*broken\.json lists them\)\./,
    );
  });

  it('cli: unreadable files, bad JSON and lists that are not force lists are bad input (exit 2)', () => {
    assert.match(
      forceBadInput('validate', join(DIR, 'missing.json')),
      /missing\.json: cannot read the file \(ENOENT\)/,
    );
    assert.match(
      forceBadInput('validate', file('bad.json', '{ "format": ')),
      /bad\.json: not valid JSON/,
    );
    assert.match(
      forceBadInput('show', file('empty.json', '{}')),
      /empty\.json: format: Invalid input/,
    );
    assert.match(
      forceBadInput('validate', CROWN_LIST, '--orbat', CROWN_LIST),
      /crown-battle\.json: format: Invalid input: expected "warroom\.orbat\/1"/,
    );
  });

  it('cli: usage mistakes are bad input naming the problem', () => {
    assert.match(forceBadInput(), /say validate, show, export or import/);
    assert.match(forceBadInput('check', CROWN_LIST), /unknown action "check"/);
    assert.match(forceBadInput('validate'), /needs a force list file/);
    assert.match(forceBadInput('validate', CROWN_LIST, IMPERIUM_LIST), /one file at a time/);
    assert.match(
      forceBadInput('show', CROWN_LIST, '--json'),
      /--json only counts with validate and import/,
    );
    assert.match(forceBadInput('validate', CROWN_LIST, '--nonsense'), /nonsense/);
  });
});

describe('warroom force validate through the command line', () => {
  it('rulebook p.56: an invalid list exits 1 from main, a valid one 0', () => {
    const valid = CROWN_LIST;
    const ignore = (): void => undefined;
    assert.equal(main(['force', 'validate', valid], ignore, ignore), EXIT_VALID);
    const list = JSON.parse(readFileSync(valid, 'utf8')) as { pointsLimit: number };
    const invalid = join(mkdtempSync(join(tmpdir(), 'warroom-')), 'over.json');
    writeFileSync(invalid, JSON.stringify({ ...list, pointsLimit: 100 }));
    assert.equal(main(['force', 'validate', invalid], ignore, ignore), EXIT_INVALID);
  });
});
