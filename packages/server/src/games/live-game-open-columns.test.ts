import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { replay } from '@warroom/armoured-clash';
import { migrate } from '../db/migrate.js';
import { openPglite } from '../db/pglite-database.js';
import { appendChoices, createGame, getGame } from '../store/game-store.js';
import { HOT_SEAT } from '../testing/hot-seat-server.js';
import {
  OPEN_COLUMN,
  OPEN_COLUMN_READ,
  OPEN_COLUMN_UNIT,
  recordWithOpenColumn,
} from '../testing/open-column-fixture.js';
import { replayStored } from './live-game.js';

describe('rulebook p.13 Armaments Grid: a stored game whose force has an open column ("N+")', () => {
  it('rulebook p.13: reloads with the column read back as Infinity (null in JSON) and replays as the game played', async () => {
    const record = recordWithOpenColumn();
    const db = await openPglite();
    try {
      await migrate(db);
      const { id } = await createGame(db, {
        setup: record.setup,
        seed: record.seed,
        options: HOT_SEAT,
      });
      const made = record.choices.map((choice) => ({ side: 'a' as const, choice }));
      assert.equal(await appendChoices(db, id, 0, made, undefined), true);
      const stored = await getGame(db, id);
      assert.ok(stored !== undefined);
      const live = replayStored(stored);
      assert.equal(live.broken, undefined);
      assert.equal(live.steps.length, record.choices.length);
      assert.deepEqual(
        live.head.setup.generals.b.units[OPEN_COLUMN_UNIT]?.armaments.columns[OPEN_COLUMN],
        OPEN_COLUMN_READ,
      );
      assert.deepEqual(live.state, replay(record).state);
    } finally {
      await db.close();
    }
  });
});
