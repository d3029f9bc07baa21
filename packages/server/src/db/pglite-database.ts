import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database.js';
import { lockDataDir } from './data-dir-lock.js';

/** A PGlite connection as a Queryable. */
function queryable(db: Pick<PGlite, 'query'>): Queryable {
  return {
    async query(sql, params = []) {
      const result = await db.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  };
}

/**
 * The embedded database: PGlite (Postgres compiled to WebAssembly) keeping its
 * files in `dataDir`, or in memory when none is given. One process at a time
 * may open a data directory: a lock file in it says which.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const unlock = dataDir === undefined ? () => undefined : lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir === undefined ? {} : { dataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const self = queryable(db);
  return {
    kind: 'pglite',
    where: dataDir ?? 'memory',
    query: (sql, params) => self.query(sql, params),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    async close() {
      await db.close();
      unlock();
    },
  };
}
