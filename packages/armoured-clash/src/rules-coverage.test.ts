import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const REPO = new URL('../../../', import.meta.url);
const COVERAGE = new URL('docs/rules-coverage.md', REPO);

interface Row {
  readonly section: string;
  readonly source: string;
  readonly status: string;
  readonly tests: readonly string[];
}

function rows(): Row[] {
  return readFileSync(COVERAGE, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells.length === 5 && cells[0] !== 'section' && cells[0] !== 'entry')
    .map(([section = '', source = '', status = '', tests = '']) => ({
      section,
      source,
      status,
      tests: tests === '' ? [] : tests.split(',').map((t) => t.trim()),
    }));
}

describe('docs/rules-coverage.md', () => {
  it('every row has a known status, and every done or partial row names its tests', () => {
    for (const row of rows()) {
      assert.ok(
        ['done', 'partial', 'not yet'].includes(row.status),
        `${row.section}: ${row.status}`,
      );
      if (row.status !== 'not yet') assert.ok(row.tests.length > 0, `${row.section}: no tests`);
    }
  });

  it("each named test file exists and names the row's source (rulebook page or glossary entry)", () => {
    const missing: string[] = [];
    for (const row of rows()) {
      const page = /^rulebook (p\.\d+)/.exec(row.source)?.[1];
      const wanted = page === undefined ? row.source : `rulebook ${page}`;
      const texts = row.tests.map((test) => {
        const file = new URL(`packages/${test}`, REPO);
        assert.ok(existsSync(file), `${row.section}: ${test} does not exist`);
        return readFileSync(file, 'utf8');
      });
      if (row.status === 'not yet') continue;
      if (!texts.some((text) => text.includes(wanted))) {
        missing.push(`${row.section}: none of ${row.tests.join(', ')} names "${wanted}"`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
