import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { type Choice, RECORD_FORMAT, initialState } from '@warroom/armoured-clash';
import { main } from '../main.js';
import { sampleMatchSetup } from './cli-fixture.js';

function run(...args: string[]): { code: number; out: string } {
  const out: string[] = [];
  const code = main(
    ['run', ...args],
    (t) => out.push(t),
    () => undefined,
  ) as number;
  return { code, out: out.join('\n') };
}

/** A record of the sample lists with the Clash selected as `clash` says, and these choices. */
function recordFile(
  clash: 'chosen' | 'random' | 'supplyDrop',
  seed: string,
  choices: readonly Choice[] = [],
): string {
  const setup = sampleMatchSetup(clash, seed);
  const path = join(mkdtempSync(join(tmpdir(), 'warroom-run-')), `${clash}.json`);
  writeFileSync(path, JSON.stringify({ format: RECORD_FORMAT, setup, seed, choices }));
  return path;
}

describe('warroom run: rulebook p.56 Select a Clash, as the record tells it', () => {
  it('rulebook p.56 Select a Clash: a record of a Clash chosen in the game says who drew the highest card, then what they chose', () => {
    const waiting = run(recordFile('chosen', '2'));
    assert.equal(waiting.code, 0);
    const line =
      /^Clash: (to be chosen|Find the Lady, chosen) by .+ \(side ([ab])\), who drew the highest card \(\d+ against \d+(, then \d+ against \d+)*\) \(rulebook p\.56 Select a Clash\)$/;
    const first = waiting.out.split('\n')[0] ?? '';
    assert.match(first, line);
    assert.match(first, /^Clash: to be chosen by/);
    const path = recordFile('chosen', '2', [{ kind: 'chooseClash', clash: 'findTheLady' }]);
    const chosen = run(path);
    assert.equal(chosen.code, 0);
    assert.match(chosen.out.split('\n')[0] ?? '', /^Clash: Find the Lady, chosen by/);
    assert.match(chosen.out, /chooses Find the Lady \(rulebook p\.56 Select a Clash\)/);
    const json = JSON.parse(run(path, '--json').out) as {
      clashChosen?: { winner: string; clash: string };
    };
    const setup = sampleMatchSetup('chosen', '2');
    assert.equal(json.clashChosen?.winner, initialState(setup, '2').clashDraw?.winner);
    assert.equal(json.clashChosen?.clash, 'findTheLady');
  });

  it('rulebook p.56 Select a Clash: a Clash determined randomly or agreed on is said so', () => {
    assert.match(
      run(recordFile('random', 'setup')).out.split('\n')[0] ?? '',
      /^Clash: .+, determined randomly from the seed setup \(rulebook p\.56 Select a Clash\)$/,
    );
    assert.equal(
      run(recordFile('supplyDrop', '1')).out.split('\n')[0],
      'Clash: Supply Drop, agreed on (rulebook p.56 Select a Clash)',
    );
  });
});
