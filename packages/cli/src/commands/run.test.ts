import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { EXIT_BAD_INPUT, main } from '../main.js';

const EXAMPLE = fileURLToPath(
  new URL('../../../../data/games/random-skirmish.json', import.meta.url),
);

function run(...args: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    ['run', ...args],
    (t) => out.push(t),
    (t) => err.push(t),
  ) as number;
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('warroom run: replaying a game record', () => {
  it('prints the event log and the final state', () => {
    const result = run(EXAMPLE);
    assert.equal(result.code, 0);
    assert.match(result.out, /deploys/);
    assert.match(result.out, /over; VP A \d+, B \d+/);
  });

  it("--until N stops after N choices; --as shows one General's view with the next decision", () => {
    const json = JSON.parse(run(EXAMPLE, '--until', '5', '--as', 'a', '--json').out) as {
      applied: number;
      view: { own: { hand: number[] }; opponent: { handSize: number } };
    };
    assert.equal(json.applied, 5);
    assert.ok(Array.isArray(json.view.own.hand));
    assert.equal(typeof json.view.opponent.handSize, 'number');
  });

  it('an illegal choice is reported with its index and rule, exit 1', () => {
    const record = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { choices: unknown[] };
    record.choices.splice(1, 0, { kind: 'activate', unit: 'a-tanks' });
    const path = join(mkdtempSync(join(tmpdir(), 'warroom-')), 'bad.json');
    writeFileSync(path, JSON.stringify(record));
    const result = run(path);
    assert.equal(result.code, 1);
    assert.match(result.out, /choice 2 .* is illegal: .* \(the game sequence/);
  });

  it('a file that is not a record is bad input (exit 2)', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'warroom-')), 'not.json');
    writeFileSync(path, '{"format": "something else"}');
    assert.equal(run(path).code, EXIT_BAD_INPUT);
  });
});
