import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RECORD_FORMAT } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { MIGRATIONS } from '../db/migrations.js';
import { openDatabase } from '../db/open-database.js';
import type { GameOptions } from '../games/game-options.js';
import {
  OPEN_COLUMN,
  OPEN_COLUMN_READ,
  OPEN_COLUMN_UNIT,
  recordWithOpenColumn,
} from '../testing/open-column-fixture.js';
import { postgresForTests } from '../testing/throwaway-postgres.js';
import {
  createForceList,
  deleteForceList,
  getForceList,
  listForceLists,
  updateForceList,
} from './force-store.js';
import {
  appendChoices,
  createGame,
  deleteGame,
  getGame,
  getGameHead,
  listGames,
} from './game-store.js';
import { deleteOrbat, getOrbat, insertOrbat, listOrbats } from './orbat-store.js';

const postgres = await postgresForTests();
if ('skip' in postgres) {
  process.stdout.write(`# PostgreSQL store tests skipped: ${postgres.skip}\n`);
}

const OPTIONS: GameOptions = {
  clash: 'pitchedBattle',
  scale: 'skirmish',
  opponent: 'heuristic',
  human: 'a',
  forces: { a: { name: 'A', faction: 'Crown' }, b: { name: 'B', faction: 'Imperium' } },
  leftOut: { a: [], b: [] },
};
/** The store keeps a setup as JSON (its open grid columns read back: none here). */
const SETUP = skirmish();

/** The same tests on both drivers: the schema and its migrations are one. */
function storeSuite(name: string, open: () => Promise<Database>, skip: string | false): void {
  describe(`the store on ${name}`, { skip }, () => {
    let db: Database;
    before(async () => {
      db = await open();
    });
    after(async () => {
      await db?.close();
    });

    it('migrates once: running the migrations again changes nothing', async () => {
      assert.deepEqual(await migrate(db), []);
      const rows = await db.query('SELECT id, name FROM schema_migrations ORDER BY id');
      assert.deepEqual(
        rows.map((r) => Number(r.id)),
        MIGRATIONS.map((m) => m.id),
      );
    });

    it('applies a later migration in order, once, and refuses a database newer than it knows', async () => {
      const later = [
        ...MIGRATIONS,
        { id: 99, name: 'a test table', statements: ['CREATE TABLE test_later (x integer)'] },
      ];
      assert.deepEqual(await migrate(db, later), [99]);
      assert.deepEqual(await migrate(db, later), []);
      await assert.rejects(migrate(db), /migrations this server does not know \(99\)/);
      await db.query('DROP TABLE test_later');
      await db.query('DELETE FROM schema_migrations WHERE id = 99');
      assert.deepEqual(await migrate(db), []);
    });

    it('rolls a failed transaction back whole', async () => {
      await assert.rejects(
        db.transaction(async (tx) => {
          await createForceList(tx, { name: 'rolled back' });
          throw new Error('stop');
        }),
        /stop/,
      );
      const names = (await listForceLists(db)).map((l) => (l.list as { name?: string }).name);
      assert.ok(!names.includes('rolled back'));
    });

    it('creates, reads, updates, lists and deletes force lists, kept as written', async () => {
      const written = {
        format: 'warroom.force-list/1',
        name: 'Draft',
        faction: 'Crown',
        battlegroups: [],
      };
      const made = await createForceList(db, written);
      assert.deepEqual(made.list, written);
      assert.deepEqual(Object.keys(made.list as object), Object.keys(written));
      assert.deepEqual((await getForceList(db, made.id))?.list, written);
      const changed = await updateForceList(db, made.id, { ...written, name: 'Final' });
      assert.equal((changed?.list as { name: string }).name, 'Final');
      assert.ok((changed?.updatedAt ?? '') >= made.updatedAt);
      assert.ok((await listForceLists(db)).some((l) => l.id === made.id));
      assert.equal(await updateForceList(db, 'no-such-id', {}), undefined);
      assert.equal(await deleteForceList(db, made.id), true);
      assert.equal(await deleteForceList(db, made.id), false);
      assert.equal(await getForceList(db, made.id), undefined);
    });

    it('keeps one imported ORBAT per faction', async () => {
      const first = await insertOrbat(db, {
        factionKey: 'crown',
        orbat: { faction: 'Crown' },
        source: 'json',
      });
      assert.ok(first !== undefined);
      assert.equal(
        await insertOrbat(db, { factionKey: 'crown', orbat: { faction: 'CROWN' }, source: 'json' }),
        undefined,
      );
      assert.deepEqual((await getOrbat(db, first.id))?.orbat, { faction: 'Crown' });
      assert.deepEqual(
        (await listOrbats(db)).map((o) => o.factionKey),
        ['crown'],
      );
      assert.equal(await deleteOrbat(db, first.id), true);
      assert.deepEqual(await listOrbats(db), []);
    });

    it('stores a game as its record and appends decisions only where the game is', async () => {
      const game = await createGame(db, { setup: SETUP, seed: 'seed-1', options: OPTIONS });
      assert.equal(game.decisions, 0);
      const deploy = { kind: 'deploy', unit: 'a-1', at: [1, 2], facing: 90 } as const;
      assert.equal(
        await appendChoices(db, game.id, 0, [{ side: 'a', choice: deploy }], undefined),
        true,
      );
      assert.equal(
        await appendChoices(
          db,
          game.id,
          1,
          [
            { side: 'b', bot: 'heuristic', choice: { kind: 'reserve', unit: 'b-1' } },
            { side: 'a', choice: { kind: 'hold' } },
          ],
          undefined,
        ),
        true,
      );
      // A stale append (the game is at 3, not 1) writes nothing.
      assert.equal(
        await appendChoices(db, game.id, 1, [{ side: 'a', choice: { kind: 'aim' } }], undefined),
        false,
      );
      assert.equal(
        await appendChoices(
          db,
          'no-such-game',
          0,
          [{ side: 'a', choice: { kind: 'aim' } }],
          undefined,
        ),
        false,
      );
      const stored = await getGame(db, game.id);
      assert.equal(stored?.decisions, 3);
      assert.equal(stored?.seed, 'seed-1');
      assert.deepEqual(stored?.setup, SETUP);
      assert.deepEqual(stored?.options, OPTIONS);
      assert.deepEqual(stored?.choices, [
        { side: 'a', choice: deploy },
        { side: 'b', bot: 'heuristic', choice: { kind: 'reserve', unit: 'b-1' } },
        { side: 'a', choice: { kind: 'hold' } },
      ]);
      const result = { winner: 'a', devastating: false, vp: { a: 3, b: 1 } } as const;
      assert.equal(
        await appendChoices(db, game.id, 3, [{ side: 'b', choice: { kind: 'hold' } }], result),
        true,
      );
      assert.deepEqual((await getGameHead(db, game.id))?.result, result);
      assert.ok((await listGames(db)).some((g) => g.id === game.id && g.decisions === 4));
      assert.equal(
        RECORD_FORMAT,
        (await db.query('SELECT format FROM games WHERE id = $1', [game.id]))[0]?.format,
      );
      const numbered = await createGame(db, { setup: SETUP, seed: 42, options: OPTIONS });
      assert.equal((await getGame(db, numbered.id))?.seed, 42);
      assert.equal(await deleteGame(db, game.id), true);
      assert.equal(await getGame(db, game.id), undefined);
      assert.deepEqual(
        await db.query('SELECT step FROM game_choices WHERE game_id = $1', [game.id]),
        [],
      );
    });

    it('rulebook p.13 Armaments Grid: a game whose force has an open column ("N+") is read back with it as Infinity by its head, the listing and the game', async () => {
      const { setup, seed } = recordWithOpenColumn();
      const game = await createGame(db, { setup, seed, options: OPTIONS });
      const openColumnOf = (read: { readonly setup: typeof setup } | undefined) =>
        read?.setup.generals.b.units[OPEN_COLUMN_UNIT]?.armaments.columns[OPEN_COLUMN];
      assert.deepEqual(openColumnOf(game), OPEN_COLUMN_READ);
      assert.deepEqual(openColumnOf(await getGameHead(db, game.id)), OPEN_COLUMN_READ);
      assert.deepEqual(
        openColumnOf((await listGames(db)).find((listed) => listed.id === game.id)),
        OPEN_COLUMN_READ,
      );
      assert.deepEqual((await getGame(db, game.id))?.setup, setup);
      assert.equal(await deleteGame(db, game.id), true);
    });

    it('lets one of two appends at the same decision win', async () => {
      const game = await createGame(db, { setup: SETUP, seed: 7, options: OPTIONS });
      const results = await Promise.all(
        (['a', 'b'] as const).map((side) =>
          appendChoices(db, game.id, 0, [{ side, choice: { kind: 'hold' } }], undefined),
        ),
      );
      assert.deepEqual(results.filter(Boolean).length, 1);
      assert.equal((await getGame(db, game.id))?.choices.length, 1);
    });
  });
}

storeSuite('PGlite (in memory)', () => openDatabase({ kind: 'pglite' }), false);
storeSuite(
  'PostgreSQL',
  () => openDatabase({ kind: 'postgres', url: 'url' in postgres ? postgres.url : '' }),
  'skip' in postgres ? postgres.skip : false,
);
after(async () => {
  if ('stop' in postgres) await postgres.stop();
});
