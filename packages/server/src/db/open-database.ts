import { resolve } from 'node:path';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite-database.js';
import { openPostgres } from './postgres-database.js';

/** Where the embedded database keeps its files when WARROOM_DATA_DIR does not say. */
export const DEFAULT_DATA_DIR = './.warroom-data';

/** How to reach the data: PostgreSQL at a URL, or PGlite in a directory (or in memory). */
export type DatabaseChoice =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir?: string };

/** The choice the environment makes: DATABASE_URL for PostgreSQL, else PGlite in WARROOM_DATA_DIR. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseChoice {
  const url = env.DATABASE_URL?.trim();
  if (url !== undefined && url !== '') return { kind: 'postgres', url };
  const dir = env.WARROOM_DATA_DIR?.trim();
  return {
    kind: 'pglite',
    dataDir: resolve(dir === undefined || dir === '' ? DEFAULT_DATA_DIR : dir),
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(choice: DatabaseChoice): Promise<Database> {
  const db =
    choice.kind === 'postgres' ? openPostgres(choice.url) : await openPglite(choice.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
