import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { RECORD_FORMAT, RULES_VERSION, replay, rulesChangedNote } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { MIGRATIONS } from '../db/migrations.js';
import { openPglite } from '../db/pglite-database.js';
import { openPostgres } from '../db/postgres-database.js';
import { gameSummary } from '../games/game-view.js';
import { recordOf, replayStored } from '../games/live-game.js';
import { HOT_SEAT } from '../testing/hot-seat-server.js';
import {
  OLD_GAME,
  OLD_GAME_REFUSED,
  OLD_GAME_SEED,
  storeGameOfBeforeRulesVersions,
} from '../testing/old-game-rows.js';
import { postgresForTests } from '../testing/throwaway-postgres.js';
import { createGame, getGame } from './game-store.js';

const postgres = await postgresForTests();
if ('skip' in postgres) {
  process.stdout.write(`# PostgreSQL rules version tests skipped: ${postgres.skip}\n`);
}

/** The schema as servers of before the rules version made it: the first migration only. */
const BEFORE_RULES_VERSIONS = MIGRATIONS.slice(0, 1);

/** The same tests on both drivers: a database migrated from before versions were kept. */
function rulesVersionSuite(name: string, open: () => Promise<Database>, skip: string | false) {
  describe(`the rules version of stored games, on ${name}`, { skip }, () => {
    it('issue 5 Versioned: a database of before rules versions migrates; its game loads without one and says what the command line says of such a record', async () => {
      const db = await open();
      try {
        assert.deepEqual(await migrate(db, BEFORE_RULES_VERSIONS), [1]);
        await storeGameOfBeforeRulesVersions(db);
        assert.deepEqual(await migrate(db), [2]);
        const stored = await getGame(db, OLD_GAME);
        assert.ok(stored !== undefined);
        assert.equal(stored.rules, undefined);
        assert.equal(recordOf(stored, stored.choices).rules, undefined);
        // `warroom run` of the same record (no "rules") says this of the refused choice.
        const cli = replay({
          format: RECORD_FORMAT,
          setup: stored.setup,
          seed: OLD_GAME_SEED,
          choices: [OLD_GAME_REFUSED],
        });
        const note = rulesChangedNote({});
        assert.equal(
          note,
          `recorded before rules versions were kept (no "rules"); this engine is rules version ${RULES_VERSION}: the rules may have changed since`,
        );
        const live = replayStored(stored);
        assert.equal(live.broken?.message, cli.illegal?.message);
        assert.ok(live.broken?.message.endsWith(` (${note})`), live.broken?.message);
        const summary = gameSummary(stored, stored.decisions);
        assert.equal(summary.rulesNote, note);
        assert.equal('rules' in summary, false);
      } finally {
        await db.close();
      }
    });

    it('issue 5 Versioned: a game created now keeps this engine’s rules version, in its row and in the record it replays', async () => {
      const db = await open();
      try {
        await migrate(db);
        const made = await createGame(db, {
          setup: skirmish(),
          seed: OLD_GAME_SEED,
          options: HOT_SEAT,
        });
        assert.equal(made.rules, RULES_VERSION);
        const stored = await getGame(db, made.id);
        assert.ok(stored !== undefined);
        assert.equal(stored.rules, RULES_VERSION);
        assert.equal(recordOf(stored, []).rules, RULES_VERSION);
        const rows = await db.query('SELECT rules FROM games WHERE id = $1', [made.id]);
        assert.equal(Number(rows[0]?.rules), RULES_VERSION);
        const summary = gameSummary(stored, 0);
        assert.equal(summary.rules, RULES_VERSION);
        assert.equal('rulesNote' in summary, false);
      } finally {
        await db.close();
      }
    });
  });
}

rulesVersionSuite('PGlite (in memory)', () => openPglite(), false);
/** Each test its own schema, left unmigrated (made and dropped here). */
let schemas = 0;
const schemaOf = () => `rules_version_${process.pid}_${++schemas}`;
rulesVersionSuite(
  'PostgreSQL',
  async () => {
    if (!('url' in postgres)) throw new Error('no PostgreSQL');
    const schema = schemaOf();
    const admin = openPostgres(postgres.url);
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const url = new URL(postgres.url);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const db = openPostgres(url.toString());
    return {
      ...db,
      async close() {
        await db.close();
        const dropper = openPostgres(postgres.url);
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
        await dropper.close();
      },
    };
  },
  'skip' in postgres ? postgres.skip : false,
);
after(async () => {
  if ('stop' in postgres) await postgres.stop();
});
