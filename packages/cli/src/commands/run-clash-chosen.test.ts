import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { type Choice, RECORD_FORMAT, initialState } from '@warroom/armoured-clash';
import { SAMPLE_ORBATS_DIR } from '@warroom/forces';
import { main } from '../main.js';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import { matchSetup } from '../simulate/match.js';
import { SAMPLE_FORCE_A, SAMPLE_FORCE_B } from './simulate.js';

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
  const { setup } = matchSetup({
    clash,
    forceA: SAMPLE_FORCE_A,
    forceB: SAMPLE_FORCE_B,
    orbats: SAMPLE_ORBATS_DIR,
    deck: SAMPLE_DECK_PATH,
    botA: 'random',
    botB: 'heuristic',
    seed,
  });
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
    const { setup } = matchSetup({
      clash: 'chosen',
      forceA: SAMPLE_FORCE_A,
      forceB: SAMPLE_FORCE_B,
      orbats: SAMPLE_ORBATS_DIR,
      deck: SAMPLE_DECK_PATH,
      botA: 'random',
      botB: 'heuristic',
      seed: '2',
    });
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
