import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseJson } from '../../data-error.js';
import type { GameSetup } from '../army.js';
import { type GameRecord, replay } from '../record.js';
import { parseGameRecord } from './parse-record.js';
import { exampleRecordJson } from './record-fixture.js';

/** The example record's first unit of side b (its rifles, 6 models, which make a Ranged Attack): the grid's last column. */
const RIFLES = 0;
const LAST_COLUMN = 2;
/** The choice with which they make it, and their models then (the open column's). */
const RIFLES_ATTACK = 13;
const RIFLES_MODELS = 6;

/** The example record, its rifles' last column 5-6 printed "5+" instead (the same column for 6 models). */
function recordWithOpenColumn(): GameRecord {
  const record = exampleRecordJson() as unknown as GameRecord;
  const { b } = record.setup.generals;
  const units = b.units.map((unit, i) => {
    if (i !== RIFLES) return unit;
    const columns = unit.armaments.columns.map((column, c) =>
      c === LAST_COLUMN ? { from: column.from, to: Number.POSITIVE_INFINITY } : column,
    );
    return { ...unit, armaments: { ...unit.armaments, columns } };
  });
  const setup: GameSetup = {
    ...record.setup,
    generals: { ...record.setup.generals, b: { ...b, units } },
  };
  return { ...record, setup };
}

/** `record` written to a file as JSON, read back and parsed as `warroom run` does. */
function writtenAndRead(record: GameRecord): GameRecord {
  const dir = mkdtempSync(join(tmpdir(), 'open-columns-'));
  try {
    const path = join(dir, 'game.json');
    writeFileSync(path, JSON.stringify(record));
    return parseGameRecord(parseJson(readFileSync(path, 'utf8'), path), path);
  } finally {
    rmSync(dir, { recursive: true });
  }
}

describe('rulebook p.13 Armaments Grid: a record whose force has an open column ("N+") replays', () => {
  it('rulebook p.13: a column "5+" (Infinity, null in JSON) written to a record file is parsed back as Infinity and replays identically', () => {
    const record = recordWithOpenColumn();
    assert.match(JSON.stringify(record), /"from":5,"to":null/);
    const read = writtenAndRead(record);
    assert.deepEqual(read.setup.generals.b.units[RIFLES]?.armaments.columns[LAST_COLUMN], {
      from: 5,
      to: Number.POSITIVE_INFINITY,
    });
    assert.deepEqual(read.setup, record.setup);
    const played = replay(record);
    const replayed = replay(read);
    assert.equal(replayed.illegal, undefined);
    assert.equal(replayed.applied, record.choices.length);
    assert.deepEqual(replayed.state, played.state);
    assert.deepEqual(replayed.events, played.events);
  });

  it('rulebook p.13: the open column reads as the band it replaces (the rifles make their Ranged Attack with 6 models)', () => {
    const original = exampleRecordJson() as unknown as GameRecord;
    const beforeAttack = replay(original, RIFLES_ATTACK).state.units['b-rifles'];
    assert.equal(original.choices[RIFLES_ATTACK]?.kind, 'rangedAttack');
    assert.equal(beforeAttack?.models.length, RIFLES_MODELS);
    const withOpenColumn = writtenAndRead(recordWithOpenColumn());
    assert.deepEqual(replay(withOpenColumn).events, replay(original).events);
  });
});
