import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DataError } from '../../data-error.js';
import { replay } from '../record.js';
import { parseGameRecord } from './parse-record.js';
import { changedAt, exampleRecordJson, pathsIn } from './record-fixture.js';

/** fast-check's seed, so that every run tries the same changes. */
const FUZZ_SEED = 5;
const FUZZ_RUNS = 150;

/** What a change puts in place of a field: nothing (deleted), or a JSON value of another kind or out of range. */
const replacement = fc.constantFrom(
  undefined,
  null,
  'x',
  '',
  -1,
  0,
  1.5,
  1e9,
  -1e9,
  0.1,
  true,
  {},
  [],
  [0],
  [[0, 0]],
);

/**
 * The check `warroom run` makes (parseGameRecord, then replay): either the
 * record is refused with a DataError, or it replays without throwing.
 */
function runOrRefuse(json: unknown): void {
  let record;
  try {
    record = parseGameRecord(json, 'game.json');
  } catch (error) {
    assert.ok(error instanceof DataError, `refused with ${String(error)}`);
    assert.match(error.message, /^game\.json: /);
    return;
  }
  replay(record);
}

describe('issue 5 Bad input, never a crash: a corrupted setup gives a clear error', () => {
  it('issue 5 Bad input: deleting or corrupting a field of the example record setup, drawn at random, is refused with a DataError naming where, or replays', () => {
    const json = exampleRecordJson();
    const paths = pathsIn(json['setup'], ['setup']);
    fc.assert(
      fc.property(fc.constantFrom(...paths), replacement, (path, value) => {
        runOrRefuse(changedAt(json, path, value));
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS },
    );
  });

  it('issue 5 Bad input: deleting each field of the example record setup in turn is refused with a DataError naming where, or replays', () => {
    const json = exampleRecordJson();
    for (const path of pathsIn(json['setup'], ['setup'])) {
      runOrRefuse(changedAt(json, path, undefined));
    }
  });
});
