import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type GameRecord, type GameSetup, replay } from '@warroom/armoured-clash';
import { HOT_SEAT } from '../testing/hot-seat-server.js';
import type { StoredGame } from '../store/game-store.js';
import { replayStored } from './live-game.js';

const RANDOM_SKIRMISH = new URL('../../../../data/games/random-skirmish.json', import.meta.url);
/** The example record's first unit of side b (its rifles, 6 models): the grid's last column, 5-6. */
const RIFLES = 0;
const LAST_COLUMN = 2;
const STORED_AT = '2026-11-22T00:00:00.000Z';

/** The example record, its rifles' last column printed "5+" instead (the same column for 6 models). */
function recordWithOpenColumn(): GameRecord {
  const record = JSON.parse(readFileSync(RANDOM_SKIRMISH, 'utf8')) as GameRecord;
  const { b } = record.setup.generals;
  const units = b.units.map((unit, i) =>
    i !== RIFLES
      ? unit
      : {
          ...unit,
          armaments: {
            ...unit.armaments,
            columns: unit.armaments.columns.map((column, c) =>
              c === LAST_COLUMN ? { from: column.from, to: Number.POSITIVE_INFINITY } : column,
            ),
          },
        },
  );
  return {
    ...record,
    setup: { ...record.setup, generals: { ...record.setup.generals, b: { ...b, units } } },
  };
}

/** The game as the store gives it back: its setup through JSON, as a database column holds it. */
function storedThroughJson(record: GameRecord): StoredGame {
  return {
    id: 'open-column',
    setup: JSON.parse(JSON.stringify(record.setup)) as GameSetup,
    seed: record.seed,
    options: HOT_SEAT,
    decisions: record.choices.length,
    createdAt: STORED_AT,
    updatedAt: STORED_AT,
    choices: record.choices.map((choice) => ({ side: 'a', choice })),
  };
}

describe('rulebook p.13 Armaments Grid: a stored game whose force has an open column ("N+")', () => {
  it('rulebook p.13: reloads with the column read back as Infinity (null in JSON) and replays as the game played', () => {
    const record = recordWithOpenColumn();
    const live = replayStored(storedThroughJson(record));
    assert.equal(live.broken, undefined);
    assert.equal(live.steps.length, record.choices.length);
    assert.deepEqual(live.head.setup.generals.b.units[RIFLES]?.armaments.columns[LAST_COLUMN], {
      from: 5,
      to: Number.POSITIVE_INFINITY,
    });
    assert.deepEqual(live.state, replay(record).state);
  });
});
