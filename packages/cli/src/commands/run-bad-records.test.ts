import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RECORD_FORMAT, RULES_VERSION, parseGameRecord } from '@warroom/armoured-clash';
import { SAMPLE_ORBATS_DIR } from '@warroom/forces';
import { EXIT_BAD_INPUT, main } from '../main.js';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import { type MatchInput, matchSetup } from '../simulate/match.js';
import { SAMPLE_FORCE_A, SAMPLE_FORCE_B } from './simulate.js';

const EXAMPLE = fileURLToPath(
  new URL('../../../../data/games/random-skirmish.json', import.meta.url),
);

/** `warroom run` of the example record changed by `change`, written to a file of its own. */
function runChanged(change: (record: Record<string, unknown>) => void): {
  code: number;
  path: string;
  err: string[];
} {
  const record = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;
  change(record);
  const path = join(mkdtempSync(join(tmpdir(), 'warroom-')), 'record.json');
  writeFileSync(path, JSON.stringify(record));
  const err: string[] = [];
  const code = main(
    ['run', path],
    () => undefined,
    (t) => err.push(t),
  ) as number;
  return { code, path, err };
}

const SAMPLE_MATCH: MatchInput = {
  clash: 'pitchedBattle',
  forceA: SAMPLE_FORCE_A,
  forceB: SAMPLE_FORCE_B,
  orbats: SAMPLE_ORBATS_DIR,
  deck: SAMPLE_DECK_PATH,
  botA: 'random',
  botB: 'random',
  seed: 'records',
};

describe('warroom run: bad records are bad input with what and where (issue 5)', () => {
  it("issue 5 Bad input: a record whose setup lacks General A's deck: exit 2, naming the path, no stack", () => {
    const { code, path, err } = runChanged((record) => {
      const setup = record['setup'] as { generals: { a: Record<string, unknown> } };
      delete setup.generals.a['deck'];
    });
    assert.equal(code, EXIT_BAD_INPUT);
    assert.deepEqual(err, [`warroom run: ${path}: setup.generals.a.deck: missing`]);
  });

  it('issue 5 Versioned: a record of another format version: exit 2, naming the version found and the one read', () => {
    const { code, path, err } = runChanged((record) => {
      record['format'] = 'warroom.game-record/0';
    });
    assert.equal(code, EXIT_BAD_INPUT);
    assert.deepEqual(err, [
      `warroom run: ${path}: format: a game record of version "warroom.game-record/0"; this engine reads "${RECORD_FORMAT}" only`,
    ]);
  });

  it('issue 5 Versioned: a record of this rules version replays (exit 0)', () => {
    assert.equal(runChanged((record) => (record['rules'] = RULES_VERSION)).code, 0);
  });

  it('rulebook p.56 Preparing to Play: the setups warroom simulate builds (each way of setting up) are accepted as records', () => {
    const ways: MatchInput[] = [
      SAMPLE_MATCH,
      { ...SAMPLE_MATCH, terrain: 'placed', generals: 'drawn' },
      { ...SAMPLE_MATCH, clash: 'chosen' },
      { ...SAMPLE_MATCH, clash: 'supplyDrop', supplies: 'placed' },
      { ...SAMPLE_MATCH, clash: 'lordOfTheManor' },
      { ...SAMPLE_MATCH, clash: 'random' },
    ];
    for (const input of ways) {
      const { setup } = matchSetup(input);
      const record = { format: RECORD_FORMAT, rules: RULES_VERSION, setup, seed: 1, choices: [] };
      assert.equal(
        parseGameRecord(JSON.parse(JSON.stringify(record)), 'simulate').setup.scale,
        setup.scale,
      );
    }
  });
});
