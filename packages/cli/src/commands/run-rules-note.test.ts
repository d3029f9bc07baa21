import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RULES_VERSION } from '@warroom/armoured-clash';
import { main } from '../main.js';

const EXAMPLE = fileURLToPath(
  new URL('../../../../data/games/random-skirmish.json', import.meta.url),
);

/** The example record (made before rules versions were kept) with `rules` set, or left out. */
function recordWithRules(rules: number | undefined): string {
  const record = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;
  if (rules === undefined) delete record.rules;
  else record.rules = rules;
  const path = join(mkdtempSync(join(tmpdir(), 'warroom-rules-note-')), 'record.json');
  writeFileSync(path, JSON.stringify(record));
  return path;
}

function run(...args: string[]): { code: number; out: string } {
  const out: string[] = [];
  const code = main(
    ['run', ...args],
    (t) => out.push(t),
    () => undefined,
  ) as number;
  return { code, out: out.join('\n') };
}

const OLD_RULES = 2;
const OLD_NOTE = `recorded with rules version ${OLD_RULES}; this engine is rules version ${RULES_VERSION}: the rules have changed since`;

describe("warroom run: a record of other rules than the engine's says so (docs/protocol.md, Records)", () => {
  it('a record with "rules": 2 that replays with no refusal prints the note before the event log', () => {
    const result = run(recordWithRules(OLD_RULES));
    assert.equal(result.code, 0);
    const lines = result.out.split('\n');
    assert.equal(lines[0], `Rules: ${OLD_NOTE}`);
    assert.match(lines[1] ?? '', /^ {3}1 {2}/);
  });

  it('--json: the same record has the note as rulesNote', () => {
    const json = JSON.parse(run(recordWithRules(OLD_RULES), '--json').out) as {
      rulesNote?: string;
      illegal?: unknown;
    };
    assert.equal(json.rulesNote, OLD_NOTE);
    assert.equal(json.illegal, undefined);
  });

  it('a record with no "rules" (made before versions were kept) prints the note of that', () => {
    const json = JSON.parse(run(recordWithRules(undefined), '--json').out) as {
      rulesNote?: string;
    };
    assert.equal(
      json.rulesNote,
      `recorded before rules versions were kept (no "rules"); this engine is rules version ${RULES_VERSION}: the rules may have changed since`,
    );
  });

  it("a record of this engine's rules version prints no note, as text or JSON", () => {
    const path = recordWithRules(RULES_VERSION);
    const result = run(path);
    assert.equal(result.code, 0);
    assert.doesNotMatch(result.out, /Rules:|rules version/);
    const json = JSON.parse(run(path, '--json').out) as Record<string, unknown>;
    assert.equal('rulesNote' in json, false);
  });
});
