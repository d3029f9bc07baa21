import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { FORCE_HELP } from './force.js';
import { CROWN_LIST, CROWN_ORBAT, IMPERIUM_LIST, force, forceBadInput } from './cli-fixture.js';

const DIR = mkdtempSync(join(tmpdir(), 'warroom-force-text-'));

function json(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

describe('warroom force export and import', () => {
  after(() => rmSync(DIR, { recursive: true, force: true }));

  it('cli: the help shows export and import', () => {
    assert.match(FORCE_HELP, /warroom force export LIST \[--orbat FILE\]\.\.\. \[--out FILE\]/);
    assert.match(
      FORCE_HELP,
      /warroom force import TEXT \[--orbat FILE\]\.\.\. \[--out FILE\] \[--json\]/,
    );
  });

  it('rulebook p.56: export prints the list as show does, or writes it to --out', () => {
    const shown = force('show', CROWN_LIST).out;
    assert.deepEqual(force('export', CROWN_LIST), { code: 0, out: shown });
    const text = join(DIR, 'crown.txt');
    assert.deepEqual(force('export', CROWN_LIST, '--out', text), {
      code: 0,
      out: `Force list text written to ${text}.`,
    });
    assert.equal(readFileSync(text, 'utf8'), `${shown}\n`);
  });

  it('rulebook p.56: import reads the exported text back: same units by ORBAT id, same report from validate', () => {
    for (const list of [CROWN_LIST, IMPERIUM_LIST]) {
      const text = join(DIR, 'list.txt');
      const back = join(DIR, 'back.json');
      force('export', list, '--out', text);
      const { code, out } = force('import', text, '--out', back);
      assert.equal(code, 0);
      assert.match(
        out,
        /list\.txt: (Crown|Imperium) — Battle — 1[67] units in 3 battlegroups, (1970|1895) \/ 2000 points\nValid \(rulebook p\.56\)\.\nForce list written to .*back\.json\.\nno warnings$/,
      );
      assert.deepEqual(force('validate', back, '--json'), force('validate', list, '--json'));
      assert.equal(force('show', back).out, force('show', list).out.replaceAll(list, back));
    }
    const read = json(join(DIR, 'back.json')) as {
      battlegroups: { battlegroup: string; units: { unit: string }[] }[];
    };
    assert.equal(read.battlegroups[2]?.battlegroup, 'panzer-auxiliary-battlegroup');
    assert.equal(read.battlegroups[2]?.units[0]?.unit, 'stahlfaust-command-tank');
  });

  it('import --json prints {forceList, warnings}; without --out nothing is written', () => {
    const text = join(DIR, 'odd.txt');
    writeFileSync(
      text,
      force('export', CROWN_LIST).out.replace(
        'Rifle Command Platoon         Reinforced  8 models  125',
        'Rifle Command Platoon         Reinforced  8 models  130',
      ),
    );
    const { code, out } = force('import', text, '--json');
    assert.equal(code, 0);
    const report = JSON.parse(out) as {
      forceList: { faction: string };
      warnings: { line: number; message: string }[];
    };
    assert.equal(report.forceList.faction, 'Crown');
    assert.deepEqual(
      report.warnings.map((w) => w.line),
      [2, 5, 6, 28],
    );
    const plain = force('import', text).out;
    assert.match(
      plain,
      /^.*odd\.txt: Crown — Battle — 17 units in 3 battlegroups, 1970 \/ 2000 points\nValid \(rulebook p\.56\)\.\n/,
    );
    assert.match(
      plain,
      /Not written: give --out FILE to save the force list\.\n4 warnings:\n {2}line 2: the sum of the unit points is 1975, the text says 1970\n/,
    );
    assert.match(
      plain,
      /\n {2}line 6: Rifle Command Platoon \(Reinforced\) costs 125 pts in the ORBAT, the text says 130/,
    );
  });

  it('cli: text that cannot be read is bad input naming the file and the line (exit 2)', () => {
    const text = join(DIR, 'bad.txt');
    writeFileSync(
      text,
      force('export', CROWN_LIST).out.replace(
        '  Lancer Squadron               Basic',
        '  Lancer Squadron               Elite',
      ),
    );
    assert.match(
      forceBadInput('import', text),
      /^warroom force: .*bad\.txt: line 12: "Elite" is not a Reinforcement level/,
    );
    assert.match(
      forceBadInput('import', join(DIR, 'missing.txt')),
      /missing\.txt: cannot read the file \(ENOENT\)/,
    );
    assert.match(
      forceBadInput('export', join(DIR, 'missing.json')),
      /missing\.json: cannot read the file \(ENOENT\)/,
    );
    assert.match(
      forceBadInput('export', CROWN_LIST, '--out', join(DIR, 'no', 'such', 'dir.txt')),
      /dir\.txt: cannot write the file \(ENOENT\)/,
    );
    assert.match(
      forceBadInput('import', text, '--orbat', CROWN_ORBAT, '--orbat', CROWN_ORBAT),
      /a second ORBAT for the faction "Crown"/,
    );
  });

  it('cli: usage mistakes are bad input naming the problem', () => {
    assert.match(forceBadInput('import'), /force import needs a text file/);
    assert.match(forceBadInput('export'), /force export needs a force list file/);
    assert.match(
      forceBadInput('export', CROWN_LIST, '--json'),
      /--json only counts with validate and import/,
    );
    assert.match(
      forceBadInput('validate', CROWN_LIST, '--out', 'x.txt'),
      /--out only counts with export and import/,
    );
    assert.match(
      forceBadInput('show', CROWN_LIST, '--out', 'x.txt'),
      /--out only counts with export and import/,
    );
  });
});
